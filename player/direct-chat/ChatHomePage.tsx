import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { CharacterRooms } from '../character-dm/CharacterRooms'
import { useLocalizedPath } from '../shell/use-localized-path'
import { BlockedUsers } from './BlockedUsers'
import { GlobalRooms } from './GlobalRooms'
import { useIsCreator, useSignedInOrHome } from './guards'
import { NewChat } from './NewChat'
import { RoomList } from './RoomList'
import './direct-chat.css'

/** `chat`: my rooms with their unread counts, the global rooms, new chats, blocked users. */
export function ChatHomePage() {
  const { t } = useTranslation('dm')
  const localized = useLocalizedPath()
  const myOid = useSignedInOrHome()
  const creator = useIsCreator()
  if (!myOid) return null
  return (
    <div className="page dm-home">
      <div className="dm-home-head">
        <h1>{t('dmHome.title')}</h1>
        {creator ? (
          <Link className="button button-secondary" href={localized('/chat/settings')}>
            {t('dmHome.settings')}
          </Link>
        ) : null}
      </div>
      <div className="dm-home-columns">
        <div className="stack">
          <RoomList myOid={myOid} />
          <CharacterRooms />
          <GlobalRooms />
        </div>
        <div className="stack">
          <NewChat />
          <BlockedUsers />
        </div>
      </div>
    </div>
  )
}
