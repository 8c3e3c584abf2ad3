/**
 * Contribute: the coins, then a confirmation naming them. The key made when the dialog opens
 * is sent again if the same confirmation is retried, so a lost answer never charges twice.
 * A visitor is asked to log in first.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CampaignView } from '../../../platform/content/campaigns/contract'
import { ApiError } from '../../../web/api'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { api, useSession } from '../../../web/session'
import { Alert, Button, TextField } from '../../../web/ui'
import { Dialog } from '../../../web/ui/overlays'
import { rememberChargeReturn } from '../../charge/return-path'
import { useLoginDialog } from '../../login/login-dialog-store'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { parseCoins } from './campaign-view'

interface Step {
  key: string
  text: string
  confirming: boolean
}

export function ContributeDialog({
  campaign,
  onContributed,
}: {
  campaign: CampaignView
  onContributed: (coins: number) => void
}) {
  const { t } = useTranslation('player')
  const signedIn = useSession((state) => !!state.user)
  const openLogin = useLoginDialog((state) => state.openAt)
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const [step, setStep] = useState<Step | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const coins = step ? parseCoins(step.text) : null

  const open = () => {
    if (!signedIn) return openLogin('login')
    setError(null)
    setStep({ key: `campaign-${crypto.randomUUID()}`, text: '', confirming: false })
  }

  async function contribute(current: Step, amount: number) {
    setPending(true)
    setError(null)
    try {
      await api.post('/content/campaign/state', {
        campaignOid: campaign.campaignOid,
        event: 'contribute',
        coins: amount,
        key: current.key,
      })
      setStep(null)
      onContributed(amount)
    } catch (failure) {
      setError(failure)
      // A refusal is final (a new try gets a new key); a lost answer keeps the key to replay.
      if (ApiError.isInstance(failure) && failure.status >= 400 && failure.status < 500)
        setStep({ ...current, key: `campaign-${crypto.randomUUID()}`, confirming: false })
    } finally {
      setPending(false)
    }
  }

  const short = ApiError.isInstance(error) && error.code === 'NOT_ENOUGH_COINS'
  return (
    <>
      <Button onClick={open} data-testid="campaign-contribute">
        {t('campaigns.contribute')}
      </Button>
      <Dialog
        open={step !== null}
        onOpenChange={(next) => (next ? null : setStep(null))}
        title={t('campaigns.dialogTitle', { title: campaign.title })}
        closeLabel={t('common.close')}
      >
        {step ? (
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault()
              if (coins === null) return
              if (step.confirming) void contribute(step, coins)
              else setStep({ ...step, confirming: true })
            }}
          >
            {step.confirming ? (
              <p data-testid="campaign-confirm-text">{t('campaigns.confirmText', { coins })}</p>
            ) : (
              <TextField
                label={t('campaigns.coins')}
                hint={t('campaigns.coinsHint')}
                inputMode="numeric"
                autoFocus
                value={step.text}
                onChange={(event) => setStep({ ...step, text: event.target.value })}
                data-testid="campaign-coins"
              />
            )}
            {error ? (
              <Alert tone="error">
                {short ? t('campaigns.notEnoughCoins') : errorText(t, error)}{' '}
                {short ? (
                  <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
                    {t('campaigns.charge')}
                  </Link>
                ) : null}
              </Alert>
            ) : null}
            <div className="row">
              <Button
                type="submit"
                busy={pending}
                disabled={coins === null}
                data-testid={step.confirming ? 'campaign-confirm' : 'campaign-next'}
              >
                {step.confirming ? t('campaigns.confirm', { coins }) : t('campaigns.next')}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  step.confirming ? setStep({ ...step, confirming: false }) : setStep(null)
                }
              >
                {step.confirming ? t('campaigns.back') : t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </>
  )
}
