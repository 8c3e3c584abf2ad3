import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../i18n'

export type ActionOutcome = { tone: 'error' | 'success'; text: string } | null

export interface ActionOptions {
  /** How a failure reads; the error's translated text by default. */
  failure?: (error: unknown) => string
}

/**
 * The front ends' one action hook: one action at a time, `busy` while it runs, its outcome
 * as a success text or the server's error text, and `version` moved on success so the
 * screen's lists load again (a `useData` key, or `reload` called after `act`).
 */
export function useAction(options: ActionOptions = {}) {
  const { t } = useTranslation()
  const [version, setVersion] = useState(0)
  const [outcome, setOutcome] = useState<ActionOutcome>(null)
  const [busy, setBusy] = useState(false)

  /**
   * `done` is the success text, or makes it from the answer; null says nothing on success
   * (the screen shows the change itself, as a row gone from a list).
   */
  async function act<Result>(
    run: () => Promise<Result>,
    done: string | ((result: Result) => string) | null,
  ): Promise<boolean> {
    setBusy(true)
    setOutcome(null)
    try {
      const result = await run()
      if (done !== null)
        setOutcome({ tone: 'success', text: typeof done === 'function' ? done(result) : done })
      setVersion((value) => value + 1)
      return true
    } catch (error) {
      setOutcome({ tone: 'error', text: options.failure?.(error) ?? errorText(t, error) })
      return false
    } finally {
      setBusy(false)
    }
  }

  return { version, outcome, setOutcome, busy, act }
}
