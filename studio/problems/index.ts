export {
  problemParams,
  problemText,
  refusalText,
  studioErrorText,
  withNodeNames,
} from './problem-text'
export { useProblemText, useRefusalText } from './use-problem-text'
