import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { ValidationError } from '../../engine/validate'
import { problemText } from './problem-text'

/** `describe(problem)`: the finding in the page's language (see problem-text.ts). */
export function useProblemText(): (problem: Pick<ValidationError, 'key' | 'message'>) => string {
  const { t, i18n } = useTranslation('studio')
  return useCallback(
    (problem: Pick<ValidationError, 'key' | 'message'>) => problemText(t, i18n.language, problem),
    [t, i18n.language],
  )
}
