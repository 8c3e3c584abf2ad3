import { useTranslation } from 'react-i18next'
import { useData } from '../../web/calls'
import { Link, useLocation } from '../../web/routing'
import { useSession } from '../../web/session'
import { Alert } from '../../web/ui'
import { oneTouchApi } from '../myinfo/one-touch-store'
import { useLocalizedPath } from '../shell/use-localized-path'
import './charge.css'
import { chargeReturnLabel, chargeReturnPath } from './return-path'

/** The way back: where the buyer came from, else the page the flow started on. */
function BackLink({ fallback, fallbackLabel }: { fallback: string; fallbackLabel: string }) {
  const { t } = useTranslation('player')
  const remembered = chargeReturnPath()
  return (
    <Link
      href={remembered ?? fallback}
      className="button button-primary"
      data-testid="charge-way-back"
    >
      {remembered ? t(chargeReturnLabel(remembered)) : fallbackLabel}
    </Link>
  )
}

/**
 * /charge/dummy: where a payment window waits while its checkout address is made (a window
 * opened on the click, before the provider answers). With `paymentOid` it links the result.
 */
export function ChargeDummyPage() {
  const { t } = useTranslation('player')
  const { search } = useLocation()
  const localized = useLocalizedPath()
  const paymentOid = new URLSearchParams(search).get('paymentOid')
  return (
    <div className="page page-narrow stack charge-landing" data-testid="charge-dummy">
      <h1>{t('chargePages.dummyTitle')}</h1>
      <p className="muted">{t('chargePages.dummyText')}</p>
      <p className="row">
        <BackLink fallback={localized('/charge')} fallbackLabel={t('chargeResult.retry')} />
        {paymentOid ? (
          <Link
            href={localized(`/charge/success?paymentOid=${encodeURIComponent(paymentOid)}`)}
            className="button button-secondary"
          >
            {t('chargePages.seeResult')}
          </Link>
        ) : null}
      </p>
    </div>
  )
}

/**
 * /charge/registrationok and /charge/registrationfail: where a card registration lands
 * (`cardOid`, or `reason`). The registered card is read back from the list, never trusted
 * from the address alone.
 */
export function CardRegistrationPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('player')
  const { search } = useLocation()
  const localized = useLocalizedPath()
  const signedIn = useSession((state) => !!state.token)
  const query = new URLSearchParams(search)
  const cardOid = query.get('cardOid')
  const reason = query.get('reason')
  const ok = params.result === 'ok'
  const cards = useData([signedIn, ok], () =>
    signedIn && ok ? oneTouchApi.cards() : Promise.resolve(null),
  )
  const card = cards.data?.cards.find((item) => item.oid === cardOid) ?? null
  const wallet = localized('/myinfo?tab=wallet')
  return (
    <div className="page page-narrow stack charge-landing" data-testid="card-registration">
      <h1>{ok ? t('chargePages.registrationOkTitle') : t('chargePages.registrationFailTitle')}</h1>
      {ok ? (
        <Alert tone="success">
          {card
            ? t('chargePages.registrationOkText', { card: card.label })
            : t('chargePages.registrationOkGeneric')}
        </Alert>
      ) : (
        <Alert tone={reason === 'cancelled' ? 'info' : 'error'}>
          {reason === 'cancelled'
            ? t('chargePages.registrationCancelled')
            : t('chargePages.registrationFailText')}
        </Alert>
      )}
      <p className="row">
        <BackLink fallback={wallet} fallbackLabel={t('chargePages.toWallet')} />
        {ok ? null : (
          <Link href={wallet} className="button button-secondary">
            {t('chargePages.tryAgain')}
          </Link>
        )}
      </p>
    </div>
  )
}
