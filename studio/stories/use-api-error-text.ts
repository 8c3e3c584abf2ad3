import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { studioErrorText } from '../problems'

/** Turns any thrown value into text for the writer (stable code first, server text next). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('studio')
  return useCallback((error: unknown) => studioErrorText(t, error), [t])
}
