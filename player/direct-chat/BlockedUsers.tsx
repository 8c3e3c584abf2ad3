import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../web/calls'
import { Alert, Button } from '../../web/ui'
import { directChatApi } from './direct-chat-api'
import { LoadFailed } from './LoadFailed'

/** The people I blocked, each with an unblock. */
export function BlockedUsers() {
  const { t } = useTranslation('dm')
  const { act, busy, outcome, version } = useAction()
  const { result, data, reload } = useData(['dm-blocked', version], () => directChatApi.blocked())
  return (
    <section className="card dm-panel" aria-labelledby="dm-blocked-title" id="blocked">
      <h2 id="dm-blocked-title">{t('dmBlocked.title')}</h2>
      <p className="muted">{t('dmBlocked.lead')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {data ? (
        data.blocked.length === 0 ? (
          <p className="muted">{t('dmBlocked.empty')}</p>
        ) : (
          <ul className="dm-partner-list" data-testid="dm-blocked">
            {data.blocked.map((user) => (
              <li key={user.userOid} className="dm-partner">
                <span className="dm-partner-name">{user.nickname}</span>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t('dmBlocked.unblockNamed', { name: user.nickname })}
                  onClick={() => void act(() => directChatApi.unblock(user.userOid), null)}
                >
                  {t('dmBlocked.unblock')}
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
