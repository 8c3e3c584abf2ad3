import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { Button, SelectField } from '../../web/ui'
import type { TestChatSession } from './session'
import type { TurnOptions } from './test-chat-api'
import { rerollTarget } from './transcript'

/**
 * The test chat's message box and test options. Its text lives in the session until the
 * server takes the message: a refusal ("Insufficient credits.") leaves it in the box.
 */
export function TestChatComposer({
  session,
  isAdmin,
}: {
  session: TestChatSession
  isAdmin: boolean
}) {
  const { t } = useTranslation('studio')
  const lines = useStore(session, (state) => state.lines)
  const busy = useStore(session, (state) => state.busy)
  const prompts = useStore(session, (state) => state.prompts)
  const draft = useStore(session, (state) => state.draft)
  const [context, setContext] = useState('')
  const [promptOid, setPromptOid] = useState('')
  const contextId = useId()
  const messageId = useId()

  const turnOptions = (): TurnOptions => ({
    // Every turn here is a test turn of the writer's own story (free on the demo model).
    testMode: true,
    ...(context.trim() ? { testModeContext: context.trim() } : {}),
    ...(isAdmin && promptOid ? { testPromptOid: promptOid } : {}),
  })

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (!draft.trim() || busy) return
    void session.getState().send(turnOptions())
  }

  return (
    <form className="testchat-form stack" onSubmit={send}>
      <div className="field">
        <label className="field-label" htmlFor={messageId}>
          {t('studioTestChat.message')}
        </label>
        <textarea
          id={messageId}
          className="field-input testchat-message"
          rows={2}
          value={draft}
          onChange={(event) => session.getState().setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing)
              send(event)
          }}
        />
      </div>
      <div className="testchat-actions">
        <Button type="submit" disabled={!draft.trim()} busy={busy === 'turn'}>
          {t('studioTestChat.send')}
        </Button>
        <Button
          variant="secondary"
          disabled={!!busy || !rerollTarget(lines)}
          onClick={() => void session.getState().reroll(turnOptions())}
        >
          {t('studioTestChat.reroll')}
        </Button>
      </div>
      <details className="testchat-options">
        <summary>{t('studioTestChat.options')}</summary>
        <div className="field">
          <label className="field-label" htmlFor={contextId}>
            {t('studioTestChat.context')}
          </label>
          <textarea
            id={contextId}
            className="field-input"
            rows={2}
            maxLength={8000}
            value={context}
            onChange={(event) => setContext(event.target.value)}
            aria-describedby={`${contextId}-hint`}
          />
          <span className="field-hint" id={`${contextId}-hint`}>
            {t('studioTestChat.contextHint')}
          </span>
        </div>
        {isAdmin ? (
          <SelectField
            label={t('studioTestChat.testPrompt')}
            value={promptOid}
            onChange={(event) => setPromptOid(event.target.value)}
            placeholder={t('studioTestChat.testPromptNone')}
            options={(prompts ?? []).map((prompt) => ({
              value: prompt.oid,
              label: `${prompt.name} (${prompt.promptType})`,
            }))}
          />
        ) : null}
      </details>
    </form>
  )
}
