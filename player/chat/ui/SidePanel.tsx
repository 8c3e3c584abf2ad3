import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import { useSession } from '../../../web/session'
import { Tabs } from '../../../web/ui/overlays'
import { GroupPanel } from '../groups'
import type { RoomStore } from '../room/room-store'
import { BookmarksPanel } from './BookmarksPanel'
import { DebugPanel } from './DebugPanel'
import { FontPanel } from './FontPanel'
import { ImagePanel } from './ImagePanel'
import { PersonasPanel } from './PersonasPanel'
import { SettingsPanel } from './SettingsPanel'

/** Beside the chat on wide screens, a drawer on phones: picture, settings, personas, font, bookmarks, debug. */
export function SidePanel({
  store,
  onJump,
  tab,
  onTabChange,
}: {
  store: RoomStore
  onJump: (messageId: string) => void
  /** The open tab, when the page chooses it (a hint that leads to the coupon box). */
  tab?: string
  onTabChange?: (tab: string) => void
}) {
  const { t } = useTranslation('chat')
  // The story's own creator and admins: the server answers prompt logs to no one else.
  const creatorOid = useStore(store, (state) => state.room?.creatorOid ?? null)
  const canDebug = useSession(
    (state) =>
      !!state.user &&
      (state.user.roles.includes('admin') ||
        (creatorOid !== null && state.user.oid === creatorOid)),
  )
  const items = [
    { value: 'image', label: t('chat.panelImage'), content: <ImagePanel store={store} /> },
    {
      value: 'settings',
      label: t('chat.panelSettings'),
      // The font is a setting too: one tab fewer keeps the row on one line beside the Group tab.
      content: (
        <div className="stack">
          <SettingsPanel store={store} />
          <section className="stack" aria-labelledby="chat-font-title">
            <h3 id="chat-font-title" className="chat-side-subtitle">
              {t('chat.panelFont')}
            </h3>
            <FontPanel store={store} />
          </section>
        </div>
      ),
    },
    { value: 'personas', label: t('chat.panelPersonas'), content: <PersonasPanel store={store} /> },
    { value: 'group', label: t('groupChat.tab'), content: <GroupPanel store={store} /> },
    {
      value: 'bookmarks',
      label: t('chat.panelBookmarks'),
      content: <BookmarksPanel store={store} onJump={onJump} />,
    },
    ...(canDebug
      ? [{ value: 'debug', label: t('chat.panelDebug'), content: <DebugPanel store={store} /> }]
      : []),
  ]
  return (
    <Tabs
      label={t('chat.panels')}
      items={items}
      defaultValue="image"
      {...(tab ? { value: tab } : {})}
      {...(onTabChange ? { onValueChange: onTabChange } : {})}
    />
  )
}
