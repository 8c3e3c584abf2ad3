import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { ActivatedRecord, LorebookDebugDigest } from '../../../engine/lorebook'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'

interface Knowledge {
  activated: ActivatedRecord[]
  /** Entries considered and left out, by reason ('no-match' is not "considered"). */
  leftOut: [reason: string, count: number][]
}

const NOTHING: Knowledge = { activated: [], leftOut: [] }

/** The last turn's lorebook record (`debug.assemble.lorebook` of its prompt log), condensed. */
function knowledgeOf(debug: unknown): Knowledge {
  const digest = (debug as { assemble?: { lorebook?: LorebookDebugDigest } } | undefined)?.assemble
    ?.lorebook
  if (!digest || !Array.isArray(digest.activated)) return NOTHING
  const leftOut = Object.entries(digest.dropped)
    .filter(([reason]) => reason !== 'no-match')
    .map(([reason, ids]): [string, number] => [reason, ids?.length ?? 0])
  return { activated: digest.activated, leftOut }
}

/** For the story's creator and admins: the story state, image tags and retrieved knowledge. */
export function DebugPanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const roomOid = useStore(store, (state) => state.roomOid)
  const storyState = useStore(store, (state) => state.storyState)
  const image = useStore(store, (state) => state.image)
  const busy = useStore(store, (state) => state.turn !== null)
  const [knowledge, setKnowledge] = useState<Knowledge>(NOTHING)

  useEffect(() => {
    if (busy) return
    chatApi
      .promptLogs(roomOid)
      .then(({ logs }) => setKnowledge(knowledgeOf(logs[0]?.debug)))
      .catch(() => setKnowledge(NOTHING))
  }, [roomOid, busy])

  return (
    <div className="stack chat-debug">
      <h2 className="field-label">{t('chatSettings.debugState')}</h2>
      <pre className="chat-debug-pre">
        {storyState ? JSON.stringify(storyState, null, 2) : t('chatSettings.debugEmpty')}
      </pre>
      <h2 className="field-label">{t('chatSettings.debugImageTags')}</h2>
      <p>{image ? image.tags.join(', ') : t('chatSettings.debugEmpty')}</p>
      <h2 className="field-label">{t('chatSettings.debugKnowledge')}</h2>
      {knowledge.activated.length ? (
        <ul className="chat-debug-knowledge" data-testid="debug-knowledge">
          {knowledge.activated.map((record) => (
            <li key={record.entryId}>
              {record.matchedKey
                ? t('chatSettings.debugEntryKey', {
                    id: record.entryId,
                    key: record.matchedKey,
                    tokens: record.tokens,
                  })
                : t('chatSettings.debugEntry', { id: record.entryId, tokens: record.tokens })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('chatSettings.debugEmpty')}</p>
      )}
      {knowledge.leftOut.length > 0 && (
        <p className="muted">
          {t('chatSettings.debugLeftOut', {
            reasons: knowledge.leftOut.map(([reason, count]) => `${reason} ${count}`).join(', '),
          })}
        </p>
      )}
    </div>
  )
}
