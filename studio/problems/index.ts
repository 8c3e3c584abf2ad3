export { problemParams, problemText, studioErrorText } from './problem-text'
export { useProblemText } from './use-problem-text'
