import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatRoomView } from '../../../web/api/chat'
import { errorText } from '../../../web/i18n'
import { Link } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { localeOf } from '../../charge/format'
import type { PageProps } from '../../PlayerApp'
import { useLocalizedPath } from '../../shell/use-localized-path'
import '../chat.css'
import { chatApi } from '../connected'
import { type PromptLogTurn, promptLogTurns } from './prompt-log-view'

type LogState =
  | { status: 'loading' }
  | { status: 'ready'; room: ChatRoomView; turns: PromptLogTurn[]; ownOnly: boolean }
  | { status: 'error'; error: unknown }

/** The server keeps every turn's log; the page shows the last 100 (the API's most). */
const LIMIT = 100

/**
 * `/story/promptlog/{roomOid}`: for the room's owner (and admins), what was sent to the
 * model on each turn (`GET /prompt-logs`), with tokens and credits charged. A player who
 * did not write the story sees only their own messages and the replies.
 */
export function PromptLogPage({ params }: PageProps) {
  const { t } = useTranslation('chat')
  const language = useSession((state) => state.activeLanguage)
  const localize = useLocalizedPath()
  const roomOid = params.roomOid ?? ''
  const [state, setState] = useState<LogState>({ status: 'loading' })

  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    Promise.all([chatApi.status(roomOid), chatApi.promptLogs(roomOid, LIMIT)]).then(
      ([status, { scope, logs }]) => {
        if (live)
          setState({
            status: 'ready',
            room: status.room,
            turns: promptLogTurns(logs),
            ownOnly: scope === 'own',
          })
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error })
      },
    )
    return () => {
      live = false
    }
  }, [roomOid])

  if (state.status === 'loading') return <p className="page muted">{t('common.loading')}</p>
  if (state.status === 'error') {
    return (
      <div className="page stack">
        <h1>{t('promptLog.title')}</h1>
        <p role="alert">{errorText(t, state.error)}</p>
      </div>
    )
  }
  const { room, turns, ownOnly } = state
  // `jp` is the app's code, not a locale: Intl would fall back to US English.
  const time = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'short',
    timeStyle: 'medium',
  })
  return (
    <div className="page stack chat-promptlog">
      <h1>{t('promptLog.title')}</h1>
      <p>
        <Link href={localize(`/story/${room.contentOid}/c/${room.roomOid}`)}>
          {t('promptLog.backToRoom', { title: room.title })}
        </Link>
      </p>
      {ownOnly ? <p className="muted">{t('promptLog.ownOnly')}</p> : null}
      {turns.length === 0 ? <p className="muted">{t('promptLog.empty')}</p> : null}
      <ol className="chat-promptlog-turns">
        {turns.map((turn) => (
          <li key={turn.messageId} className="chat-promptlog-turn" data-testid="prompt-log-turn">
            <details open={turn.number === turns.length}>
              <summary>
                {t('promptLog.turn', { number: turn.number })} ·{' '}
                {time.format(new Date(turn.createdAt))} · {turn.model}
                {turn.offline ? ` (${t('chat.offlineModel')})` : ''}
              </summary>
              <dl className="chat-promptlog-facts">
                <dt>{t('promptLog.tokens')}</dt>
                <dd>
                  {t('promptLog.tokenCounts', {
                    input: turn.inputTokens ?? '–',
                    output: turn.outputTokens ?? '–',
                  })}
                </dd>
                <dt>{t('promptLog.charged')}</dt>
                <dd>{turn.charged ?? '–'}</dd>
                <dt>{t('promptLog.finish')}</dt>
                <dd>{turn.finishReason ?? '–'}</dd>
              </dl>
              <ol className="chat-promptlog-messages" aria-label={t('promptLog.sent')}>
                {turn.messages.map((message, index) => (
                  // The log is fixed: the order is the message's identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={index}>
                    <span className="chat-promptlog-role">{message.role}</span>
                    <pre className="chat-debug-pre">{message.text}</pre>
                  </li>
                ))}
              </ol>
            </details>
          </li>
        ))}
      </ol>
    </div>
  )
}
