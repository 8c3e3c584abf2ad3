export { bundledWorker } from './bundled-worker'
