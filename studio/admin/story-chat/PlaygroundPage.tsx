import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaygroundReplyView } from '../../../platform/chat/admin/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { PromptSetup, type Setup } from './PromptSetup'
import { ReplyFigures } from './ReplyFigures'
import { storyChatAdminApi } from './story-chat-api'
import './story-chat.css'

/**
 * One turn on any catalogue model with any prompt: the reply, the provider's token counts,
 * what a player's turn on that model costs and how long it took. Nothing is stored.
 */
export function PlaygroundPage() {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [setup, setSetup] = useState<Setup>({ model: '', systemPrompt: '' })
  const [message, setMessage] = useState('')
  const [reply, setReply] = useState<PlaygroundReplyView | null>(null)

  async function run(event: FormEvent) {
    event.preventDefault()
    await act(
      async () =>
        setReply(
          await storyChatAdminApi.runPlayground({
            model: setup.model,
            systemPrompt: setup.systemPrompt,
            messages: [{ role: 'user', text: message }],
          }),
        ),
      null,
    )
  }

  return (
    <div className="stack story-chat-tools">
      <form className="creator-card stack" onSubmit={(event) => void run(event)}>
        <PromptSetup setup={setup} onChange={setSetup} idPrefix="playground" />
        <div className="field">
          <label className="field-label" htmlFor="playground-message">
            {t('admin.playMessage')}
          </label>
          <textarea
            id="playground-message"
            className="field-input"
            rows={4}
            maxLength={20_000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="admin-actions">
          <Button type="submit" disabled={busy || !setup.model || !message.trim()}>
            {busy ? t('admin.playRunning') : t('admin.playRun')}
          </Button>
        </div>
      </form>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {reply ? (
        <section className="creator-card stack" aria-labelledby="playground-reply">
          <h2 id="playground-reply" className="creator-card-title">
            {t('admin.playReply', { model: reply.model.label })}
          </h2>
          <p className="playground-text">{reply.text}</p>
          <ReplyFigures reply={reply} />
          <p className="field-hint">{t('admin.playFinish', { reason: reply.finishReason })}</p>
        </section>
      ) : null}
    </div>
  )
}
