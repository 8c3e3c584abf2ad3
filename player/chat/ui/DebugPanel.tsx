import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'

interface LorebookRecord {
  title?: string
  id?: string
  reason?: string
}

/** For the story's creator and admins: the story state, image tags and retrieved knowledge. */
export function DebugPanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation()
  const roomOid = useStore(store, (state) => state.roomOid)
  const storyState = useStore(store, (state) => state.storyState)
  const image = useStore(store, (state) => state.image)
  const busy = useStore(store, (state) => state.turn !== null)
  const [knowledge, setKnowledge] = useState<LorebookRecord[]>([])

  useEffect(() => {
    if (busy) return
    chatApi
      .promptLogs(roomOid)
      .then(({ logs }) => {
        const debug = logs[0]?.debug as { lorebook?: LorebookRecord[] } | undefined
        setKnowledge(debug?.lorebook ?? [])
      })
      .catch(() => setKnowledge([]))
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
      {knowledge.length ? (
        <pre className="chat-debug-pre">{JSON.stringify(knowledge, null, 2)}</pre>
      ) : (
        <p>{t('chatSettings.debugEmpty')}</p>
      )}
    </div>
  )
}
