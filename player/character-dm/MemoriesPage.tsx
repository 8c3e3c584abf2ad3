import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Avatar, Button, Checkbox } from '../../web/ui'
import { storyHref } from '../catalogue/play-link'
import { ConfirmDialog } from '../chat/ui/ConfirmDialog'
import type { PageProps } from '../PlayerApp'
import { useLocalizedPath } from '../shell/use-localized-path'
import { type CharacterMemoryView, characterDmApi } from './character-dm-api'
import { ExportMemories } from './ExportMemories'
import { MessageCharacter } from './MessageCharacter'
import { memoryDate, newestFirst } from './memories'
import { useCharacterRooms } from './use-character-rooms'
import './character-dm.css'

/**
 * `/story/{contentOid}/memories`: what the story's character remembers about the fan. The fan
 * turns memory on or off (opt-in), reads the memories newest first, deletes one, and
 * downloads every character's memories of them.
 */
export function MemoriesPage({ params }: PageProps) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const contentOid = params.contentOid ?? ''
  const userOid = useSession((state) => (state.token ? (state.user?.oid ?? '') : ''))
  const { rooms } = useCharacterRooms()
  const offer = useData(['character-dm-offer', contentOid, userOid], () =>
    characterDmApi.offer(contentOid),
  )
  const memories = useData(userOid ? ['character-memories', contentOid, userOid] : null, () =>
    characterDmApi.memories(contentOid),
  )
  // The room list still names the character when the story has switched messages off.
  const room = rooms.find((entry) => entry.contentOid === contentOid)
  const character = offer.data?.offer.character ?? null
  const name = character?.name ?? room?.characterName ?? ''
  const portrait = character?.portraitUrl ?? room?.portraitUrl ?? null

  if (!userOid) {
    return (
      <div className="page page-narrow stack">
        <h1>{t('characterDm.memoriesTitleFallback')}</h1>
        <p className="muted">{t('characterDm.signedOut')}</p>
      </div>
    )
  }

  return (
    <div className="page page-narrow stack character-memories" data-testid="character-memories">
      <p className="story-back">
        <Link href={localized(storyHref(contentOid))}>← {t('characterDm.backToStory')}</Link>
      </p>
      <div className="character-memories-head">
        {name ? <Avatar name={name} src={portrait} size="lg" /> : null}
        <div className="stack character-memories-heading">
          <h1>
            {name
              ? t('characterDm.memoriesTitle', { name })
              : t('characterDm.memoriesTitleFallback')}
          </h1>
          {room ? (
            <p className="muted">{t('characterDm.roomStory', { title: room.storyTitle })}</p>
          ) : null}
        </div>
      </div>
      {memories.result.state === 'failed' ? (
        <Alert tone="error">
          {t('characterDm.loadFailed', { reason: errorText(t, memories.result.error) })}{' '}
          <Button variant="link" onClick={memories.reload}>
            {t('characterDm.retry')}
          </Button>
        </Alert>
      ) : memories.data ? (
        <>
          {offer.data && !offer.data.offer.enabled ? (
            <Alert tone="info">{t('characterDm.notOffered')}</Alert>
          ) : (
            <MemorySwitch
              contentOid={contentOid}
              name={name}
              enabled={memories.data.enabled}
              onChanged={memories.replace}
            />
          )}
          <MemoryList
            name={name}
            contentOid={contentOid}
            memories={newestFirst(memories.data.memories)}
            onDeleted={(memoryOid) =>
              memories.data &&
              memories.replace({
                ...memories.data,
                memories: memories.data.memories.filter((m) => m.memoryOid !== memoryOid),
              })
            }
          />
        </>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
      <MessageCharacter contentOid={contentOid} />
      <ExportMemories />
    </div>
  )
}

function MemorySwitch({
  contentOid,
  name,
  enabled,
  onChanged,
}: {
  contentOid: string
  name: string
  enabled: boolean
  onChanged: (answer: Awaited<ReturnType<typeof characterDmApi.setMemory>>) => void
}) {
  const { t } = useTranslation('player')
  const { act, busy, outcome } = useAction()
  // The box follows the click at once; a refusal puts it back to what the server holds.
  const [pending, setPending] = useState<boolean | null>(null)
  return (
    <section className="card stack character-memory-switch">
      <Checkbox
        label={t('characterDm.memoryToggle', { name })}
        checked={pending ?? enabled}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.checked
          setPending(next)
          void act(async () => {
            onChanged(await characterDmApi.setMemory(contentOid, next))
          }, t('characterDm.memorySaved')).finally(() => setPending(null))
        }}
      />
      <p className="muted character-dm-small">{t('characterDm.memoryExplain')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </section>
  )
}

function MemoryList({
  name,
  contentOid,
  memories,
  onDeleted,
}: {
  name: string
  contentOid: string
  memories: CharacterMemoryView[]
  onDeleted: (memoryOid: string) => void
}) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const language = useSession((state) => state.activeLanguage)
  const [asking, setAsking] = useState<string | null>(null)
  const { act, outcome } = useAction()
  if (memories.length === 0)
    return (
      <>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <p className="muted" data-testid="character-memories-empty">
          {t('characterDm.noMemories')}
        </p>
      </>
    )
  return (
    <>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ul className="character-memory-list" data-testid="character-memory-list">
        {memories.map((memory) => (
          <li
            key={memory.memoryOid}
            className="card stack character-memory"
            data-testid="character-memory"
          >
            <p className="muted character-dm-small">
              {t('characterDm.memoryFrom', { date: memoryDate(memory.createdAt, language) })}
            </p>
            <p className="character-memory-text">{memory.content}</p>
            <div className="row character-memory-actions">
              <Link
                href={localized(`/story/${encodeURIComponent(contentOid)}/c/${memory.roomOid}`)}
              >
                {t('characterDm.openRoom')}
              </Link>
              <Button variant="secondary" onClick={() => setAsking(memory.memoryOid)}>
                {t('characterDm.deleteMemory')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null)
        }}
        title={t('characterDm.deleteQuestion')}
        description={t('characterDm.deleteQuestionText', { name })}
        confirmLabel={t('characterDm.deleteConfirm')}
        onConfirm={() => {
          const memoryOid = asking
          setAsking(null)
          if (!memoryOid) return
          void act(async () => {
            await characterDmApi.forget(memoryOid)
            onDeleted(memoryOid)
          }, t('characterDm.deleted'))
        }}
      />
    </>
  )
}
