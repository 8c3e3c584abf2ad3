import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../web/api'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { useErrorText } from '../stories/use-api-error-text'
import type { TestChatSession } from './session'
import { TestAllowanceLine } from './TestAllowanceLine'
import { TestChatComposer } from './TestChatComposer'
import { TurnInspector } from './TurnInspector'
import type { ChatLine } from './transcript'

function Line({ line, session }: { line: ChatLine; session: TestChatSession }) {
  const { t } = useTranslation('studio')
  const log = useStore(session, (state) => state.logs[line.id])
  const assistant = line.role === 'assistant'
  return (
    <li className={`testchat-line testchat-${line.role}`} data-status={line.status}>
      <span className="testchat-who">
        {assistant ? t('studioTestChat.ai') : t('studioTestChat.you')}
        {line.offline ? ` · ${t('studioTestChat.offline')}` : ''}
      </span>
      {/* Model output and the writer's text are text, never HTML. */}
      <p className="testchat-text">{line.text || (line.status === 'streaming' ? '…' : '')}</p>
      {line.status === 'streaming' ? (
        <span className="muted" role="status">
          {t('studioTestChat.writing')}
        </span>
      ) : null}
      {line.status === 'failed' ? (
        <Alert tone="error">{t('studioTestChat.failed', { code: line.errorCode ?? '' })}</Alert>
      ) : null}
      {assistant && line.turnIndex > 0 && line.status === 'complete' ? (
        <details className="testchat-debug">
          <summary>{t('studioTestChat.debug', { turn: line.turnIndex })}</summary>
          {log ? (
            <TurnInspector log={log} state={line.state ?? null} />
          ) : (
            <p className="muted">{t('studioTestChat.debugLoading')}</p>
          )}
        </details>
      ) : null}
    </li>
  )
}

/**
 * The canvas's test chat: plays the published story in test mode (free test turns of the
 * writer's own story, the writer's context for each turn, an admin's test prompt), streams
 * replies and opens each turn's debug record.
 */
export function TestChatPanel({
  session,
  onClose,
}: {
  session: TestChatSession
  onClose: () => void
}) {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const isAdmin = useSession((state) => !!state.user?.roles.includes('admin'))
  const room = useStore(session, (state) => state.room)
  const lines = useStore(session, (state) => state.lines)
  const busy = useStore(session, (state) => state.busy)
  const error = useStore(session, (state) => state.error)
  const newerVersion = useStore(session, (state) => state.newerVersion)
  const prompts = useStore(session, (state) => state.prompts)
  const allowance = useStore(session, (state) => state.allowance)
  const transcript = useRef<HTMLOListElement>(null)

  useEffect(() => {
    if (isAdmin && prompts === null) void session.getState().loadPrompts()
  }, [isAdmin, prompts, session])

  // Follow the reply as it streams.
  const lastText = lines.at(-1)?.text
  useEffect(() => {
    if (lastText === undefined) return
    const list = transcript.current
    if (list) list.scrollTop = list.scrollHeight
  }, [lastText])

  const notPublished = ApiError.isInstance(error) && error.code === 'CONTENT_NOT_FOUND' && !room
  return (
    <section className="testchat" aria-label={t('studioTestChat.panel')}>
      <header className="testchat-header">
        <h2 className="studio-panel-title">{t('studioTestChat.panel')}</h2>
        {room ? (
          <Button
            variant="secondary"
            busy={busy === 'opening'}
            disabled={busy === 'turn'}
            onClick={() => void session.getState().open()}
          >
            {t('studioTestChat.restart')}
          </Button>
        ) : null}
        <Button variant="link" onClick={onClose} aria-label={t('studioTestChat.close')}>
          ×
        </Button>
      </header>
      {room ? (
        <p className="testchat-playing" data-testid="testchat-version">
          {t('studioTestChat.playing', { version: room.compiledVersion })}{' '}
          <span className="muted">{t('studioTestChat.draftNote')}</span>
        </p>
      ) : (
        <div className="stack">
          <p className="muted">{t('studioTestChat.intro')}</p>
          <Button busy={busy === 'opening'} onClick={() => void session.getState().open()}>
            {t('studioTestChat.start')}
          </Button>
        </div>
      )}
      {room ? <TestAllowanceLine allowance={allowance} /> : null}
      {newerVersion !== null ? (
        <Alert tone="info">{t('studioTestChat.newer', { version: newerVersion })}</Alert>
      ) : null}
      {error ? (
        <Alert tone="error">
          {notPublished ? t('studioTestChat.notPublished') : describeError(error)}
        </Alert>
      ) : null}
      {room ? (
        <>
          <ol
            className="testchat-lines"
            ref={transcript}
            aria-label={t('studioTestChat.transcript')}
          >
            {lines.map((line) => (
              <Line key={line.id} line={line} session={session} />
            ))}
          </ol>
          <TestChatComposer session={session} isAdmin={isAdmin} />
        </>
      ) : null}
    </section>
  )
}
