import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { useLocalizedPath } from '../shell/use-localized-path'
import { memoriesHref } from './links'
import { useCharacterRooms } from './use-character-rooms'

/** In the chat page's header of a character room: the way to what the character remembers. */
export function MemoriesLink({ roomOid }: { roomOid: string }) {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { rooms } = useCharacterRooms()
  const room = rooms.find((entry) => entry.roomOid === roomOid)
  if (!room) return null
  return (
    <Link
      className="button button-secondary chat-memories-link"
      href={localized(memoriesHref(room.contentOid))}
      data-testid="chat-memories-link"
    >
      {t('characterDm.memoriesLink')}
    </Link>
  )
}
