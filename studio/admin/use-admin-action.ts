import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../web/i18n'

export type AdminOutcome = { tone: 'error' | 'success'; text: string } | null

/**
 * One admin action at a time: `busy` while it runs, its outcome as a success or the server's
 * error text, and `version` moved on success so the panel's lists load again.
 */
export function useAdminAction() {
  const { t } = useTranslation()
  const [version, setVersion] = useState(0)
  const [outcome, setOutcome] = useState<AdminOutcome>(null)
  const [busy, setBusy] = useState(false)

  async function act(run: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true)
    setOutcome(null)
    try {
      await run()
      setOutcome({ tone: 'success', text: done })
      setVersion((value) => value + 1)
      return true
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) })
      return false
    } finally {
      setBusy(false)
    }
  }

  return { version, outcome, setOutcome, busy, act }
}
