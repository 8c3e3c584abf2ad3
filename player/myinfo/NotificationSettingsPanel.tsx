import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText, snakeCase } from '../../web/i18n'
import { api } from '../../web/session'
import { Alert, Checkbox } from '../../web/ui'

/** The kinds the player has texts for; a kind the server adds later shows by its name. */
const KNOWN = [
  'purchase',
  'gift',
  'comment',
  'like',
  'subscription',
  'live',
  'new-content',
  'notice',
] as const
const isKnown = (kind: string): kind is (typeof KNOWN)[number] =>
  (KNOWN as readonly string[]).includes(kind)

/**
 * My Info → Notifications: one switch per kind (GET /account/notification/setting); a
 * change is saved at once (`/modify` names only that kind) and undone if refused.
 */
export function NotificationSettingsPanel() {
  const { t } = useTranslation('player')
  const loaded = useData([], () => api.get('/account/notification/setting'))
  const [overrides, setOverrides] = useState<Record<string, boolean>>({})
  const [error, setError] = useState<unknown>(null)

  async function toggle(kind: string, on: boolean) {
    setOverrides((current) => ({ ...current, [kind]: on }))
    setError(null)
    try {
      await api.post('/account/notification/setting/modify', { settings: { [kind]: on } })
    } catch (failure) {
      setOverrides((current) => ({ ...current, [kind]: !on }))
      setError(failure)
    }
  }

  const settings = { ...loaded.data?.settings, ...overrides }
  const kinds = loaded.data?.kinds ?? Object.keys(loaded.data?.settings ?? {})
  return (
    <section className="card stack" data-testid="notification-settings">
      <p className="muted">{t('notificationSettings.lead')}</p>
      {loaded.error ? <Alert tone="error">{errorText(t, loaded.error)}</Alert> : null}
      {error ? <Alert tone="error">{errorText(t, error)}</Alert> : null}
      {!loaded.data && !loaded.error ? <p className="muted">{t('common.loading')}</p> : null}
      {kinds.map((kind) => (
        <Checkbox
          key={kind}
          label={isKnown(kind) ? t(`notificationSettings.kind_${snakeCase(kind)}`) : kind}
          checked={settings[kind] !== false}
          onChange={(event) => void toggle(kind, event.target.checked)}
        />
      ))}
    </section>
  )
}
