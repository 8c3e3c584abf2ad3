import { useTranslation } from 'react-i18next'
import { Link } from '../../web/routing'
import { Avatar } from '../../web/ui'
import { useLocalizedPath } from '../shell/use-localized-path'
import { ExportMemories } from './ExportMemories'
import { memoriesHref } from './links'
import { storiesOfRooms } from './memories'
import { useCharacterRooms } from './use-character-rooms'
import './character-dm.css'

/**
 * My info's piece of the fan's personal data kept by characters: a link to each character's
 * memories, and the export of all of them (the account has no export bundle of its own).
 */
export function MyMemoriesPanel() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const { rooms } = useCharacterRooms()
  const stories = storiesOfRooms(rooms)
  return (
    <section className="card stack" aria-labelledby="my-memories-title" data-testid="my-memories">
      <h2 id="my-memories-title">{t('characterDm.myInfoTitle')}</h2>
      <p className="muted">{t('characterDm.myInfoText')}</p>
      {stories.length === 0 ? (
        <p className="muted">{t('characterDm.myInfoNone')}</p>
      ) : (
        <ul className="character-memory-stories">
          {stories.map((room) => (
            <li key={room.contentOid}>
              <Link
                href={localized(memoriesHref(room.contentOid))}
                className="character-memory-story"
              >
                <Avatar name={room.characterName} src={room.portraitUrl} size="sm" />
                <span>
                  {t('characterDm.memoriesTitle', { name: room.characterName })}
                  <span className="muted"> · {room.storyTitle}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ExportMemories />
    </section>
  )
}
