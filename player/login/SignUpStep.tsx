import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountsApi } from '../../web/session/accounts-api'
import { Alert, Button, Checkbox, TextField } from '../../web/ui'
import {
  composeBirthDate,
  type SignUpErrors,
  type SignUpForm,
  validateNickname,
  validateSignUp,
} from '../../web/validation'
import { BirthDateField } from './BirthDateField'
import { storedInvitation } from './invitation'
import { useLoginDialog } from './login-dialog-store'
import { NicknameField } from './NicknameField'
import { useAction } from './use-action'
import { useNicknameCheck } from './use-nickname-check'

export function SignUpStep() {
  const { t } = useTranslation('player')
  const { email: carriedEmail, goTo } = useLoginDialog()
  const today = useMemo(() => new Date(), [])
  const [form, setForm] = useState<SignUpForm>({
    email: carriedEmail,
    password: '',
    passwordRepeat: '',
    nickname: '',
    birthDate: { year: '', month: '', day: '' },
    agreePersonalData: false,
  })
  const [errors, setErrors] = useState<SignUpErrors>({})
  // An invitation link's code, kept in this browser until a sign-up uses it.
  const [invitationCode, setInvitationCode] = useState(storedInvitation)
  const [invitationError, setInvitationError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const availability = useNicknameCheck(form.nickname)
  const { busy, error, run } = useAction()

  const update = <Field extends keyof SignUpForm>(field: Field, value: SignUpForm[Field]) => {
    const next = { ...form, [field]: value }
    setForm(next)
    // After the first submit, errors follow the input so fixing one clears it.
    if (submitted) setErrors(validateSignUp(next, today))
  }
  const message = (field: keyof SignUpForm) => (errors[field] ? t(errors[field]) : null)
  // The nickname rules show as soon as something is typed; the rest after a submit.
  const nicknameRule = form.nickname ? validateNickname(form.nickname) : null

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    const found = validateSignUp(form, today)
    setErrors(found)
    const birthDate = composeBirthDate(form.birthDate)
    const code = invitationCode.trim().toUpperCase()
    const codeFits = !code || /^[A-Z0-9]{8}$/.test(code)
    setInvitationError(codeFits ? null : t('invitation.codeRule'))
    if (Object.keys(found).length > 0 || availability === 'taken' || !birthDate || !codeFits) return
    const answer = await run(() =>
      accountsApi.register({
        email: form.email.trim(),
        password: form.password,
        passwordRepeat: form.passwordRepeat,
        nickname: form.nickname.trim(),
        birthDate,
        agreePersonalData: true,
        ...(code ? { invitationCode: code } : {}),
      }),
    )
    if (answer) goTo('confirm', { email: answer.email })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p className="muted">{t('signUp.description')}</p>
      <TextField
        label={t('signUp.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => update('email', event.target.value)}
        error={message('email')}
        required
      />
      <TextField
        label={t('signUp.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => update('password', event.target.value)}
        hint={t('signUp.passwordHint')}
        error={message('password')}
        required
      />
      <TextField
        label={t('signUp.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        value={form.passwordRepeat}
        onChange={(event) => update('passwordRepeat', event.target.value)}
        error={message('passwordRepeat')}
        required
      />
      <NicknameField
        value={form.nickname}
        onChange={(value) => update('nickname', value)}
        availability={availability}
        error={nicknameRule ? t(nicknameRule) : message('nickname')}
      />
      <BirthDateField
        value={form.birthDate}
        onChange={(value) => update('birthDate', value)}
        error={message('birthDate')}
        today={today}
      />
      <TextField
        label={t('invitation.signUpField')}
        hint={t('invitation.signUpHint')}
        autoComplete="off"
        value={invitationCode}
        onChange={(event) => setInvitationCode(event.target.value)}
        error={invitationError}
        maxLength={8}
      />
      <Checkbox
        label={t('signUp.agreePersonalData')}
        checked={form.agreePersonalData}
        onChange={(event) => update('agreePersonalData', event.target.checked)}
        error={message('agreePersonalData')}
        required
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" block busy={busy}>
        {t('signUp.submit')}
      </Button>
      <p className="muted">
        {t('signUp.haveAccount')}{' '}
        <Button variant="link" onClick={() => goTo('login', { email: form.email })}>
          {t('signUp.toLogin')}
        </Button>
      </p>
    </form>
  )
}
