import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { Avatar } from '../../web/ui'
import { roomHref } from '../catalogue/play-link'
import { useLocalizedPath } from '../shell/use-localized-path'
import { memoriesHref } from './links'
import { useCharacterRooms } from './use-character-rooms'
import './character-dm.css'

/**
 * The direct chat list's characters, beside people: each room with a character (its
 * portrait, name and story), opening the story chat of that room, and its memories.
 */
export function CharacterRooms() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { rooms } = useCharacterRooms()
  if (rooms.length === 0) return null
  return (
    <section className="card dm-panel" aria-labelledby="character-rooms-title">
      <h2 id="character-rooms-title">{t('characterDm.roomsTitle')}</h2>
      <ul className="dm-room-list" data-testid="character-room-list">
        {rooms.map((room) => (
          <li
            key={room.roomOid}
            className="dm-room-row character-room-row"
            data-testid="character-room"
          >
            <Link
              href={localized(roomHref(room.contentOid, room.roomOid))}
              className="dm-room-link"
              aria-label={t('characterDm.roomLabel', {
                name: room.characterName,
                title: room.storyTitle,
              })}
            >
              <Avatar name={room.characterName} src={room.portraitUrl} />
              <span className="dm-room-text">
                <span className="dm-room-title">{room.characterName}</span>
                <span className="dm-room-kind muted">
                  {t('characterDm.roomStory', { title: room.storyTitle })}
                </span>
              </span>
            </Link>
            <Link
              className="character-room-memories"
              href={localized(memoriesHref(room.contentOid))}
            >
              {t('characterDm.memoriesLink')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
