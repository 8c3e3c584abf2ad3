import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { errorText } from '../../web/i18n'
import { Link, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert, Button } from '../../web/ui'
import { channelApi } from '../channel/channel-api'
import { subscriptionsChanged } from '../channel/subscriptions-cache'
import { subscriptionTierName } from '../channel/tier-text'
import { formatDateTime } from '../charge/format'
import { useLoginDialog } from '../login/login-dialog-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import { subscribeReturnPath } from './return-path'
import { subscribeApi } from './subscribe-api'
import './subscribe.css'

/**
 * Where the checkout of a first subscription month lands (the spec's /subscribe/success and
 * /subscribe/fail). The page confirms the payment with the server, never trusting the
 * address alone: a "success" address whose payment is not paid shows the error.
 */
function SubscribeResultPage({ landing }: { landing: 'success' | 'fail' }) {
  const { t } = useTranslation('player')
  const { search } = useLocation()
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => !!state.token)
  const language = useSession((state) => state.activeLanguage)
  const openLogin = useLoginDialog((state) => state.openAt)
  const paymentOid = new URLSearchParams(search).get('paymentOid')
  const back = subscribeReturnPath()

  const result = useData([signedIn, paymentOid, landing], () =>
    signedIn && paymentOid && landing === 'success'
      ? subscribeApi.confirm(paymentOid).finally(subscriptionsChanged)
      : Promise.resolve(null),
  )
  const status = result.data?.status
  const subscription = result.data?.subscription ?? null
  // The confirm answer names the channel by id: its page's view gives the names to show.
  const named = useData([subscription?.creatorOid], () =>
    subscription
      ? channelApi.channel({ oid: subscription.creatorOid }).then((view) => view.mySubscription)
      : Promise.resolve(null),
  )
  // A provider may report a moment after the redirect: ask again while the payment is pending.
  const { reload } = result
  const polls = useRef(0)
  useEffect(() => {
    if (status !== 'pending' || polls.current >= 20) return
    const timer = setTimeout(() => {
      polls.current += 1
      reload()
    }, 1500)
    return () => clearTimeout(timer)
  }, [status, reload])
  const succeeded = landing === 'success' && (status === 'paid' || !!subscription)
  const failed =
    landing === 'fail' || !!result.error || (!!result.data && !succeeded && status !== 'pending')
  const title = t(succeeded ? 'subscribeResult.successTitle' : 'subscribeResult.failTitle')

  return (
    <div className="page page-narrow stack subscribe-result" data-testid="subscribe-result">
      <h1>{failed || succeeded ? title : t('subscribeResult.checking')}</h1>
      {!signedIn ? (
        <div>
          <Button onClick={() => openLogin('login')}>{t('header.logIn')}</Button>
        </div>
      ) : null}
      {succeeded ? (
        <Alert tone="success">
          {named.data
            ? t('subscribeResult.successTier', {
                tier: subscriptionTierName(named.data, language),
                nickname: named.data.creatorNickname,
              })
            : t('subscribeResult.success')}
          {subscription?.periodEnd
            ? ` ${t('subscribeResult.until', { date: formatDateTime(subscription.periodEnd, language) })}`
            : ''}
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error">
          {t('subscribe.paymentError')}
          {result.error ? ` ${errorText(t, result.error)}` : ''}
        </Alert>
      ) : null}
      <p className="subscribe-result-links">
        {back ? (
          <Link className="button button-primary" href={back}>
            {succeeded ? t('subscribeResult.back') : t('subscribeResult.tryAgain')}
          </Link>
        ) : null}
        <Link className="button button-secondary" href={localized('/myinfo?tab=subscriptions')}>
          {t('subscribeResult.mySubscriptions')}
        </Link>
      </p>
    </div>
  )
}

export function SubscribeSuccessPage() {
  return <SubscribeResultPage landing="success" />
}

export function SubscribeFailPage() {
  return <SubscribeResultPage landing="fail" />
}
