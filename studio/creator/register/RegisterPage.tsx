import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { refreshSignedInUser } from '../../../web/boot'
import { errorText } from '../../../web/i18n'
import { navigate } from '../../../web/routing'
import { api } from '../../../web/session'
import { Alert, Button, Checkbox } from '../../../web/ui'
import { creatorPath } from '../creator-paths'

/** The spec's text when a box is left unticked. */
export const MUST_AGREE = 'creatorRegister.mustAgree'

/**
 * Registration as a creator: both the terms of usage and the fee terms must be agreed
 * to (`POST /account/creator/register`); then the account has the creator role and the
 * channel settings open.
 */
export function RegisterPage({ registered = false }: { registered?: boolean }) {
  const { t } = useTranslation('creator')
  const [terms, setTerms] = useState(false)
  const [feeTerms, setFeeTerms] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!terms || !feeTerms) {
      setProblem(t(MUST_AGREE))
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      await api.post('/account/creator/register', { agreeTerms: true, agreeFeeTerms: true })
      await refreshSignedInUser()
      navigate(creatorPath('channel'))
    } catch (error) {
      setProblem(errorText(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <main id="main" className="page page-narrow stack creator-register">
      <h1>{t('creatorRegister.title')}</h1>
      <p className="muted">{t('creatorRegister.lead')}</p>
      {registered ? (
        <Alert tone="info">
          {t('creatorRegister.already')}{' '}
          <a href={creatorPath('channel')}>{t('creatorNav.title')}</a>
        </Alert>
      ) : null}
      <form className="stack creator-card" onSubmit={(event) => void submit(event)} noValidate>
        <section className="creator-terms" aria-labelledby="terms-usage">
          <h2 id="terms-usage">{t('creatorRegister.termsTitle')}</h2>
          <p>{t('creatorRegister.termsBody')}</p>
        </section>
        <Checkbox
          label={t('creatorRegister.agreeTerms')}
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
        />
        <section className="creator-terms" aria-labelledby="terms-fee">
          <h2 id="terms-fee">{t('creatorRegister.feeTitle')}</h2>
          <p>{t('creatorRegister.feeBody')}</p>
        </section>
        <Checkbox
          label={t('creatorRegister.agreeFeeTerms')}
          checked={feeTerms}
          onChange={(event) => setFeeTerms(event.target.checked)}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <Button type="submit" busy={busy}>
          {t('creatorRegister.submit')}
        </Button>
      </form>
    </main>
  )
}
