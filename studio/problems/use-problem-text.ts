import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { ValidationError } from '../../engine/validate'
import { problemText, refusalText } from './problem-text'

/** `describe(problem)`: the finding in the page's language (see problem-text.ts). */
export function useProblemText(): (problem: Pick<ValidationError, 'key' | 'message'>) => string {
  const { t, i18n } = useTranslation('studio')
  return useCallback(
    (problem: Pick<ValidationError, 'key' | 'message'>) => problemText(t, i18n.language, problem),
    [t, i18n.language],
  )
}

/** `describe(refusal)`: why a connection was refused, in the page's language. */
export function useRefusalText(): (refusal: Pick<ValidationError, 'key' | 'message'>) => string {
  const { t, i18n } = useTranslation('studio')
  return useCallback(
    (refusal: Pick<ValidationError, 'key' | 'message'>) => refusalText(t, i18n.language, refusal),
    [t, i18n.language],
  )
}
