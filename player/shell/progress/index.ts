export { hidden, PROGRESS_STEPS, type ProgressState, stepProgress } from './steps'
export { useProgress } from './store'
export { PageLoading, TopProgress } from './TopProgress'
