export { problemParams, problemText, refusalText, studioErrorText } from './problem-text'
export { useProblemText, useRefusalText } from './use-problem-text'
