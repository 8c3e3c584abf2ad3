import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'

type ErrorTextOptions = NonNullable<Parameters<typeof errorText>[2]>

/**
 * Runs one async action at a time for a form: `busy` while it runs (so a second click
 * is ignored), and the failure as translated text.
 */
export function useAction({ scope }: ErrorTextOptions = {}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const run = useCallback(
    async <Result>(action: () => Promise<Result>): Promise<Result | undefined> => {
      setBusy(true)
      setError(null)
      try {
        return await action()
      } catch (failure) {
        setError(errorText(t, failure, { scope }))
        return undefined
      } finally {
        setBusy(false)
      }
    },
    [t, scope],
  )

  return { busy, error, setError, run }
}
