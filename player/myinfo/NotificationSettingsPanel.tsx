import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText, snakeCase } from '../../web/i18n'
import { api } from '../../web/session'
import { Alert } from '../../web/ui'
import './myinfo.css'

/** The kinds the player has texts for; a kind the server adds later shows by its name. */
const KNOWN = [
  'purchase',
  'gift',
  'comment',
  'reply',
  'like',
  'subscription',
  'donation',
  'mission',
  'live',
  'new-content',
  'notice',
  'chat',
] as const
const isKnown = (kind: string): kind is (typeof KNOWN)[number] =>
  (KNOWN as readonly string[]).includes(kind)

type Channel = 'settings' | 'email'

/**
 * My Info → Notifications: per kind, whether it shows at all and whether it is also
 * e-mailed (GET /account/notification/setting). A change is saved at once (`/modify`
 * names only that switch) and undone if refused.
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation('player')
  const loaded = useData([], () => api.get('/account/notification/setting'))
  const [overrides, setOverrides] = useState<Record<Channel, Record<string, boolean>>>({
    settings: {},
    email: {},
  })
  const [error, setError] = useState<unknown>(null)

  function override(channel: Channel, kind: string, on: boolean) {
    setOverrides((current) => ({ ...current, [channel]: { ...current[channel], [kind]: on } }))
  }

  async function toggle(channel: Channel, kind: string, on: boolean) {
    override(channel, kind, on)
    setError(null)
    try {
      await api.post('/account/notification/setting/modify', { [channel]: { [kind]: on } })
    } catch (failure) {
      override(channel, kind, !on)
      setError(failure)
    }
  }

  const shown = { ...loaded.data?.settings, ...overrides.settings }
  const emailed = { ...loaded.data?.email, ...overrides.email }
  const kinds = loaded.data?.kinds ?? Object.keys(loaded.data?.settings ?? {})
  const name = (kind: string) =>
    isKnown(kind) ? t(`notificationSettings.kind_${snakeCase(kind)}`) : kind
  return (
    <section className="card stack" data-testid="notification-settings">
      <p className="muted">
        {t('notificationSettings.lead')} {t('notificationSettings.emailLead')}
      </p>
      {loaded.error ? <Alert tone="error">{errorText(t, loaded.error)}</Alert> : null}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      {!loaded.data && !loaded.error ? <p className="muted">{t('common.loading')}</p> : null}
      {kinds.length > 0 ? (
        <table className="notification-settings">
          <thead>
            <tr>
              <th scope="col">{t('notificationSettings.columnKind')}</th>
              <th scope="col">{t('notificationSettings.columnList')}</th>
              <th scope="col">{t('notificationSettings.columnEmail')}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => (
              <tr key={kind}>
                <th scope="row">{name(kind)}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('notificationSettings.showOf', { kind: name(kind) })}
                    checked={shown[kind] !== false}
                    onChange={(event) => void toggle('settings', kind, event.target.checked)}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('notificationSettings.emailOf', { kind: name(kind) })}
                    checked={emailed[kind] === true}
                    disabled={shown[kind] === false}
                    onChange={(event) => void toggle('email', kind, event.target.checked)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
