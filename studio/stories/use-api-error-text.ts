import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'

/** Turns any thrown value into text for the writer (stable code first, server text next). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation()
  return useCallback((error: unknown) => errorText(t, error), [t])
}
