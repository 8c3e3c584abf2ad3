import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '../../../engine/i18n'
import type { RoomListStory } from '../../../platform/chat/rooms/contract'
import { type ActionOutcome, useAction, useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { Alert, Button } from '../../../web/ui'
import { catalogueApi } from '../../catalogue/catalogue-api'
import { myChatsHref } from '../../catalogue/play-link'
import type { PageProps } from '../../PlayerApp'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { chatApi } from '../connected'
import { groupByStory } from './chat-list'
import { downloadText } from './download'
import type { RoomActions } from './RoomRow'
import { StoryChats } from './StoryChats'
import '../../catalogue/catalogue.css'
import './my-chats.css'

const OID = /^[0-9a-f]{24}$/

/** `?story=` of the address: the one story the page keeps, when it names one. */
function storyFilterOf(search: string): string | null {
  const story = new URLSearchParams(search).get('story')
  return story && OID.test(story) ? story : null
}

/** The time the rows count from, moved on every half minute so "3 min ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * `/story/chats`: My chats. Every room of this visitor (user or guest device) by story,
 * pinned ones first, then the most recently written; each can be continued, pinned,
 * renamed, exported as a SillyTavern file or deleted, and a file imported into a story.
 * `?story=` keeps one story's (the story page's link).
 */
export function MyChatsPage(_props: PageProps) {
  const { t, i18n } = useTranslation('chat')
  const localized = useLocalizedPath()
  const { search } = useLocation()
  const storyFilter = storyFilterOf(search)
  const visitor = useSession((state) =>
    state.token ? `user:${state.user?.oid ?? ''}` : state.guestDeviceId,
  )
  const listed = useData(visitor ? [visitor, storyFilter] : null, () =>
    chatApi.listRooms(storyFilter ? { contentOid: storyFilter } : {}),
  )
  const filteredStory = useData(storyFilter, () =>
    catalogueApi
      .getStory(storyFilter ?? '')
      .then((story): RoomListStory => ({ title: story.title, thumbnail: story.thumbnail })),
  )
  const { outcome, busy, act } = useAction()
  const heading = useRef<HTMLHeadingElement>(null)
  const now = useNow()
  const language = i18n.language as Language
  const actions = useRoomActions(act, listed.reload, () => heading.current?.focus())

  const rooms = listed.data?.rooms ?? []
  const keep = storyFilter
    ? { contentOid: storyFilter, story: filteredStory.data ?? null }
    : undefined
  const groups =
    visitor && listed.data
      ? groupByStory(rooms, listed.data.stories, keep)
      : keep && filteredStory.data
        ? groupByStory([], {}, keep)
        : []

  return (
    <div className="page stack my-chats" data-testid="my-chats">
      <h1 ref={heading} tabIndex={-1}>
        {t('myChats.title')}
      </h1>
      {storyFilter ? (
        <p className="my-chats-all">
          <Link href={localized(myChatsHref())}>← {t('myChats.allChats')}</Link>
        </p>
      ) : (
        <p className="muted my-chats-intro">{t('myChats.intro')}</p>
      )}
      <PageOutcome outcome={outcome} />
      {visitor && listed.result.state === 'loading' && !listed.data ? (
        <p className="muted" role="status">
          {t('myChats.loading')}
        </p>
      ) : visitor && listed.result.state === 'failed' ? (
        <Alert tone="error">
          {t('myChats.loadError')} {errorText(t, listed.error)}{' '}
          <Button variant="link" onClick={listed.reload}>
            {t('myChats.retry')}
          </Button>
        </Alert>
      ) : groups.length === 0 ? (
        <div className="my-chats-empty" data-testid="my-chats-empty">
          <p>{t('myChats.empty')}</p>
          <Link className="button button-primary" href={localized('/')}>
            {t('myChats.browse')}
          </Link>
        </div>
      ) : (
        groups.map((group) => (
          <StoryChats
            key={group.contentOid}
            group={group}
            now={now}
            language={language}
            busy={busy}
            actions={actions}
            onImported={listed.reload}
          />
        ))
      )}
    </div>
  )
}

/** The last action's outcome, said politely (an error interrupts). */
function PageOutcome({ outcome }: { outcome: ActionOutcome }) {
  return (
    <div className="my-chats-outcome" aria-live="polite">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  )
}

/** The rows' actions through the page's one action (one at a time), the list read again after each. */
function useRoomActions(
  act: ReturnType<typeof useAction>['act'],
  reload: () => void,
  afterDelete: () => void,
): RoomActions {
  const { t } = useTranslation('chat')
  const run = async <Result,>(call: () => Promise<Result>, done: (result: Result) => string) => {
    const worked = await act(call, done)
    if (worked) reload()
    return worked
  }
  return {
    rename: (room, title) =>
      run(
        () => chatApi.updateField(room.roomOid, 'title', title),
        () => t('myChats.renamed'),
      ),
    pin: (room, pinned) =>
      run(
        () => chatApi.pinRoom(room.roomOid, pinned),
        (answer) =>
          t(answer.pinned ? 'myChats.pinnedDone' : 'myChats.unpinnedDone', { title: room.title }),
      ),
    exportFile: (room) =>
      act(
        async () => {
          const file = await chatApi.exportRoom(room.roomOid)
          downloadText(file.text, file.fileName, 'application/x-ndjson')
          return file.fileName
        },
        (fileName) => t('myChats.exported', { file: fileName }),
      ),
    remove: async (room) => {
      const worked = await run(
        () => chatApi.deleteRoom(room.roomOid),
        () => t('myChats.deleted', { title: room.title }),
      )
      // The row and its buttons are gone: the reader goes on from the page's heading.
      if (worked) afterDelete()
      return worked
    },
  }
}
