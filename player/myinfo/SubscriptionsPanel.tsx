import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { channelApi, type SubscriptionView } from '../channel/channel-api'
import { subscriptionTierName } from '../channel/tier-text'
import { formatDateTime } from '../charge/format'
import { useLocalizedPath } from '../shell/use-localized-path'
import { channelPath } from './channel-path'
import './subscriptions.css'

/**
 * My Info → Subscriptions: each channel's tier, state and period end, with cancel (access
 * lasts to the period end) and, while a cancellation is only requested, revoke.
 */
export function SubscriptionsPanel() {
  const { t } = useTranslation('player')
  const localized = useLocalizedPath()
  const language = useSession((state) => state.activeLanguage)
  const list = useData([], () => channelApi.mySubscriptions())
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ creatorOid: string; error: unknown } | null>(null)

  async function change(subscription: SubscriptionView, action: 'cancel' | 'revoke') {
    setBusy(subscription.creatorOid)
    setFailure(null)
    try {
      if (action === 'cancel') await channelApi.unsubscribe(subscription.creatorOid)
      else await channelApi.revokeUnsubscribe(subscription.creatorOid)
      list.reload()
    } catch (error) {
      setFailure({ creatorOid: subscription.creatorOid, error })
    } finally {
      setBusy(null)
    }
  }

  const subscriptions = list.data?.subscriptions
  return (
    <section className="card stack" data-testid="my-subscriptions">
      {list.error ? <Alert tone="error">{errorText(t, list.error)}</Alert> : null}
      {!list.data && !list.error ? <p className="muted">{t('common.loading')}</p> : null}
      {subscriptions && subscriptions.length === 0 ? (
        <p className="muted">{t('mySubscriptions.empty')}</p>
      ) : null}
      {subscriptions && subscriptions.length > 0 ? (
        <ul className="my-subscriptions">
          {subscriptions.map((subscription) => (
            <li key={subscription.subscriptionOid} className="my-subscription">
              <div className="stack my-subscription-text">
                <Link href={localized(channelPath(subscription))}>
                  <strong>{subscription.creatorNickname}</strong>
                </Link>
                <span>
                  {subscriptionTierName(subscription, language)}
                  {' · '}
                  <span className={`badge badge-${stateTone(subscription.state)}`}>
                    {t(`mySubscriptions.state_${subscription.state}`)}
                  </span>
                </span>
                <span className="muted">
                  {t(
                    subscription.state === 'subscribed' && subscription.kind === 'paid'
                      ? 'mySubscriptions.renews'
                      : 'mySubscriptions.until',
                    { date: formatDateTime(subscription.periodEnd, language) },
                  )}
                </span>
              </div>
              <div className="my-subscription-actions">
                {subscription.state === 'subscribed' ? (
                  <Button
                    variant="secondary"
                    busy={busy === subscription.creatorOid}
                    onClick={() => void change(subscription, 'cancel')}
                  >
                    {t('mySubscriptions.cancel')}
                  </Button>
                ) : subscription.state === 'cancel_requested' ? (
                  <Button
                    variant="secondary"
                    busy={busy === subscription.creatorOid}
                    onClick={() => void change(subscription, 'revoke')}
                  >
                    {t('mySubscriptions.revoke')}
                  </Button>
                ) : null}
              </div>
              {failure?.creatorOid === subscription.creatorOid ? (
                <Alert tone="error">
                  {t('mySubscriptions.cancelFailed')} {errorText(t, failure.error)}
                </Alert>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function stateTone(state: SubscriptionView['state']): string {
  return state === 'subscribed' ? 'success' : state === 'cancel_requested' ? 'warning' : 'info'
}
