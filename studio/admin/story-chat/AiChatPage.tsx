import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaygroundReplyView } from '../../../platform/chat/admin/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button } from '../../../web/ui'
import { PromptSetup, type Setup } from './PromptSetup'
import { ReplyFigures } from './ReplyFigures'
import { storyChatAdminApi } from './story-chat-api'
import './story-chat.css'

type Line =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; reply: PlaygroundReplyView }

/** The most messages one conversation holds (the server's limit): a new chat starts over. */
const MAX_MESSAGES = 40

/**
 * A conversation with a chosen model and system prompt, for admins to try them: the page
 * keeps the conversation and sends it whole each time; the server stores none of it and
 * nobody is charged.
 */
export function AiChatPage() {
  const { t } = useTranslation('studio')
  const { outcome, setOutcome, busy, act } = useAction()
  const [setup, setSetup] = useState<Setup>({ model: '', systemPrompt: '' })
  const [lines, setLines] = useState<Line[]>([])
  const [draft, setDraft] = useState('')

  async function send(event: FormEvent) {
    event.preventDefault()
    const asked: Line[] = [...lines, { role: 'user', text: draft.trim() }]
    const done = await act(async () => {
      const reply = await storyChatAdminApi.runPlayground({
        model: setup.model,
        systemPrompt: setup.systemPrompt,
        messages: asked.map(({ role, text }) => ({ role, text })),
      })
      setLines([...asked, { role: 'assistant', text: reply.text, reply }])
    }, null)
    if (done) setDraft('')
  }

  const replies = lines.flatMap((line) => (line.role === 'assistant' ? [line.reply] : []))
  const full = lines.length + 2 > MAX_MESSAGES
  return (
    <div className="stack story-chat-tools">
      <section className="creator-card stack">
        <PromptSetup setup={setup} onChange={setSetup} idPrefix="ai-chat" />
      </section>
      <section className="creator-card stack" aria-labelledby="ai-chat-log">
        <div className="admin-audit-head">
          <h2 id="ai-chat-log" className="creator-card-title">
            {t('admin.aiChatLog')}
          </h2>
          {replies.length > 0 ? (
            <span className="muted">
              {t('admin.aiChatTotals', {
                replies: replies.length,
                input: replies.reduce((sum, reply) => sum + reply.usage.inputTokens, 0),
                output: replies.reduce((sum, reply) => sum + reply.usage.outputTokens, 0),
              })}
            </span>
          ) : null}
        </div>
        {lines.length === 0 ? <p className="muted">{t('admin.aiChatEmpty')}</p> : null}
        <ol className="ai-chat-lines">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the conversation only grows or starts over
            <li key={`${index}-${line.role}`} className={`ai-chat-line ai-chat-${line.role}`}>
              <strong>
                {line.role === 'user' ? t('admin.aiChatYou') : line.reply.model.label}
              </strong>
              <p className="playground-text">{line.text}</p>
              {line.role === 'assistant' ? <ReplyFigures reply={line.reply} /> : null}
            </li>
          ))}
        </ol>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {full ? <Alert tone="info">{t('admin.aiChatFull', { count: MAX_MESSAGES })}</Alert> : null}
        <form className="stack" onSubmit={(event) => void send(event)}>
          <div className="field">
            <label className="field-label" htmlFor="ai-chat-message">
              {t('admin.aiChatMessage')}
            </label>
            <textarea
              id="ai-chat-message"
              className="field-input"
              rows={3}
              maxLength={20_000}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <div className="admin-actions">
            <Button
              variant="secondary"
              disabled={busy || lines.length === 0}
              onClick={() => {
                setLines([])
                setOutcome(null)
              }}
            >
              {t('admin.aiChatNew')}
            </Button>
            <Button type="submit" disabled={busy || full || !setup.model || !draft.trim()}>
              {busy ? t('admin.playRunning') : t('admin.aiChatSend')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  )
}
