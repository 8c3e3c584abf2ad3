import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Checkbox, TextField } from '../../web/ui'
import {
  type BirthDateParts,
  composeBirthDate,
  validateAgreement,
  validateBirthDate,
  validateNickname,
} from '../../web/validation'
import { BirthDateField } from './BirthDateField'
import { completeSignIn } from './complete-sign-in'
import { useLoginDialog } from './login-dialog-store'
import { NicknameField } from './NicknameField'
import { finishWithProvider, forgetAttempt } from './partner-sign-in'
import { useAction } from './use-action'
import { useNicknameCheck } from './use-nickname-check'

/**
 * The spec's `askForConfirmationKey` after a Google or Apple login new to Taleloom: the
 * provider proved the e-mail; a nickname, the date of birth and the consent finish it.
 */
export function PartnerSignUpStep() {
  const { t, i18n } = useTranslation('player')
  const { partner, goTo, close } = useLoginDialog()
  const today = useMemo(() => new Date(), [])
  const [nickname, setNickname] = useState(partner?.nickname ?? '')
  const [birthDate, setBirthDate] = useState<BirthDateParts>({ year: '', month: '', day: '' })
  const [agreed, setAgreed] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const availability = useNicknameCheck(nickname)
  const { busy, error, run } = useAction()
  if (!partner) return null

  const nicknameRule = nickname || submitted ? validateNickname(nickname) : null
  const birthRule = submitted ? validateBirthDate(birthDate, today) : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    const composed = composeBirthDate(birthDate)
    if (!partner || validateNickname(nickname) || validateBirthDate(birthDate, today)) return
    if (!agreed || !composed || availability === 'taken') return
    const answer = await run(() =>
      finishWithProvider(partner.provider, {
        attempt: partner.attempt,
        nickname: nickname.trim(),
        birthDate: composed,
        agreePersonalData: true,
      }),
    )
    if (!answer || 'stage' in answer || 'linked' in answer || 'reauthenticated' in answer) return
    forgetAttempt()
    if (answer.require2FA) {
      goTo('twoFactor', { email: answer.email, loginTicket: answer.loginTicket })
      return
    }
    await completeSignIn(i18n, answer)
    close()
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">
        {t(partner.provider === 'google' ? 'partners.signUpGoogle' : 'partners.signUpApple')}
      </p>
      <TextField label={t('signUp.email')} type="email" value={partner.email} readOnly />
      <NicknameField
        value={nickname}
        onChange={setNickname}
        availability={availability}
        error={nicknameRule ? t(nicknameRule) : null}
      />
      <BirthDateField
        value={birthDate}
        onChange={setBirthDate}
        error={birthRule ? t(birthRule) : null}
        today={today}
      />
      <Checkbox
        label={t('signUp.agreePersonalData')}
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        error={submitted && validateAgreement(agreed) ? t('validation.agreementRequired') : null}
        required
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" block busy={busy}>
        {t('signUp.submit')}
      </Button>
    </form>
  )
}
