import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { ApiError } from '../../web/api'
import { useSession } from '../../web/session'
import { StoryText, speakerOf } from '../../web/story'
import { Alert, Avatar, Button } from '../../web/ui'
import { useProblemText } from '../problems'
import { useErrorText } from '../stories/use-api-error-text'
import { DraftNotSavedError, draftFindings, isDraftRoom, type TestChatSession } from './session'
import { TestAllowanceLine } from './TestAllowanceLine'
import { TestChatComposer } from './TestChatComposer'
import { TurnInspector } from './TurnInspector'
import type { ChatLine } from './transcript'

/** Who says a line, as the player names them: the character a reply names, else the narrator. */
function useSpeaker(line: ChatLine, session: TestChatSession) {
  const { t } = useTranslation('studio')
  const cast = useStore(session, (state) => state.cast)
  const nickname = useSession((state) => state.user?.nickname ?? '')
  if (line.role === 'user') return { name: nickname || t('studioTestChat.you'), portrait: null }
  const speaker = speakerOf(line.text, cast)
  return {
    name: speaker?.name ?? t('studioTestChat.narrator'),
    portrait: speaker?.portraitUrl ?? null,
  }
}

function Line({ line, session }: { line: ChatLine; session: TestChatSession }) {
  const { t } = useTranslation('studio')
  const log = useStore(session, (state) => state.logs[line.id])
  const { name, portrait } = useSpeaker(line, session)
  const assistant = line.role === 'assistant'
  return (
    <li className={`testchat-line testchat-${line.role}`} data-status={line.status}>
      <div className="testchat-who">
        <Avatar name={name} src={portrait} size="sm" className="testchat-avatar" />
        <span className="testchat-speaker" data-testid="testchat-speaker">
          {name}
        </span>
        {line.offline ? <span className="muted">· {t('studioTestChat.offline')}</span> : null}
      </div>
      {/* The player's story text: actions, speech and paragraphs, as text nodes only. */}
      <div className="testchat-text">
        {line.text ? <StoryText text={line.text} /> : line.status === 'streaming' ? '…' : null}
      </div>
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

/** A failure to open or play as the writer reads it: a draft's first finding in their language. */
function useOpenErrorText() {
  const { t } = useTranslation('studio')
  const describeError = useErrorText()
  const describeProblem = useProblemText()
  return (error: unknown, roomOpen: boolean) => {
    if (error instanceof DraftNotSavedError) return t('studioTestChat.draftNotSaved')
    const findings = draftFindings(error)
    if (findings) {
      const first = findings.find((finding) => finding.severity === 'error') ?? findings[0]
      const problem = first ? describeProblem(first) : (error as Error).message
      return t('studioTestChat.draftHasErrors', { problem })
    }
    if (ApiError.isInstance(error) && error.code === 'CONTENT_NOT_FOUND' && !roomOpen)
      return t('studioTestChat.notPublished')
    return describeError(error)
  }
}

/**
 * The canvas's test chat: plays the published story, or the saved draft from a start or a
 * scene ("test from here"), in test mode (free test turns of the writer's own story, the
 * writer's context for each turn, an admin's test prompt), streams replies rendered and
 * named as the player shows them, and opens each turn's debug record.
 */
export function TestChatPanel({
  session,
  onClose,
}: {
  session: TestChatSession
  onClose: () => void
}) {
  const { t } = useTranslation('studio')
  const describeOpenError = useOpenErrorText()
  const isAdmin = useSession((state) => !!state.user?.roles.includes('admin'))
  const origin = useStore(session, (state) => state.origin)
  const room = useStore(session, (state) => state.room)
  const lines = useStore(session, (state) => state.lines)
  const busy = useStore(session, (state) => state.busy)
  const error = useStore(session, (state) => state.error)
  const newerVersion = useStore(session, (state) => state.newerVersion)
  const prompts = useStore(session, (state) => state.prompts)
  const allowance = useStore(session, (state) => state.allowance)
  const transcript = useRef<HTMLOListElement>(null)
  const panel = useRef<HTMLElement>(null)

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

  // A test started from the canvas comes into view (on a phone the dock is below the canvas).
  useEffect(() => {
    if (busy === 'opening') panel.current?.scrollIntoView?.({ block: 'nearest' })
  }, [busy])

  const draftRoom = room !== null && isDraftRoom(room)
  return (
    <section className="testchat" aria-label={t('studioTestChat.panel')} ref={panel}>
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
      {room && draftRoom ? (
        <p className="testchat-playing" data-testid="testchat-version" data-draft="true">
          {origin.kind === 'draft' && origin.label
            ? t('studioTestChat.playingDraftFrom', { from: origin.label })
            : t('studioTestChat.playingDraftStart')}{' '}
          <span className="muted">{t('studioTestChat.draftPrivate')}</span>
        </p>
      ) : room ? (
        <p className="testchat-playing" data-testid="testchat-version">
          {t('studioTestChat.playing', { version: room.compiledVersion })}{' '}
          <span className="muted">{t('studioTestChat.draftNote')}</span>
        </p>
      ) : (
        <div className="stack">
          <p className="muted">{t('studioTestChat.intro')}</p>
          <div className="testchat-starts">
            <Button
              busy={busy === 'opening' && origin.kind === 'published'}
              disabled={busy === 'opening'}
              onClick={() => void session.getState().openFrom({ kind: 'published' })}
            >
              {t('studioTestChat.start')}
            </Button>
            <Button
              variant="secondary"
              busy={busy === 'opening' && origin.kind === 'draft'}
              disabled={busy === 'opening'}
              onClick={() => void session.getState().openFrom({ kind: 'draft' })}
            >
              {t('studioTestChat.testDraft')}
            </Button>
          </div>
        </div>
      )}
      {room ? <TestAllowanceLine allowance={allowance} /> : null}
      {newerVersion !== null ? (
        <Alert tone="info">{t('studioTestChat.newer', { version: newerVersion })}</Alert>
      ) : null}
      {error ? <Alert tone="error">{describeOpenError(error, room !== null)}</Alert> : null}
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
