import { useTranslation } from 'react-i18next'
import { isLanguage } from '../../engine/i18n'
import { useAction, useData } from '../../web/calls'
import { languageName } from '../../web/i18n'
import { navigate } from '../../web/routing'
import { Alert, Button } from '../../web/ui'
import { useLocalizedPath } from '../shell/use-localized-path'
import { directChatApi } from './direct-chat-api'
import { LoadFailed } from './LoadFailed'

/** The global rooms of the reader's language: join one and go in. */
export function GlobalRooms() {
  const { t, i18n } = useTranslation('dm')
  const localized = useLocalizedPath()
  const language = isLanguage(i18n.language) ? i18n.language : 'en'
  const { result, data, reload } = useData(['dm-global', language], () =>
    directChatApi.globalRooms(language),
  )
  const { act, busy, outcome } = useAction()
  const enter = (roomId: string) =>
    act(async () => {
      await directChatApi.join(roomId)
      navigate(localized(`/chat/${roomId}`))
    }, null)
  return (
    <section className="card dm-panel" aria-labelledby="dm-global-title">
      <h2 id="dm-global-title">{t('dmHome.globalRooms')}</h2>
      <p className="muted">
        {t('dmHome.globalLead', { language: languageName(language, language) ?? language })}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {data ? (
        data.rooms.length === 0 ? (
          <p className="muted">{t('dmHome.noGlobal')}</p>
        ) : (
          <ul className="dm-room-list" data-testid="dm-global-list">
            {data.rooms.map((room) => (
              <li key={room.roomId} className="dm-room-row dm-global-row">
                <span className="dm-room-avatar" aria-hidden="true" data-kind="global">
                  {[...room.title][0]?.toUpperCase()}
                </span>
                <span className="dm-room-text">
                  <span className="dm-room-title">{room.title}</span>
                  <span className="dm-room-kind muted">
                    {room.closed
                      ? t('dmHome.closed')
                      : t('dmHome.members', { count: room.memberCount })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  disabled={busy || room.closed}
                  aria-label={`${t('dmHome.join')}: ${room.title}`}
                  onClick={() => void enter(room.roomId)}
                >
                  {t('dmHome.join')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : result.state === 'failed' ? (
        <LoadFailed error={result.error} retry={reload} />
      ) : (
        <p className="muted">{t('dmHome.loading')}</p>
      )}
    </section>
  )
}
