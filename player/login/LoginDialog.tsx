import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../web/session'
import { Dialog } from '../../web/ui/overlays'
import { ConfirmCodeStep } from './ConfirmCodeStep'
import { ForgotPasswordStep } from './ForgotPasswordStep'
import { LoginStepForm } from './LoginStepForm'
import { type LoginStep, useLoginDialog } from './login-dialog-store'
import { PartnerSignUpStep } from './PartnerSignUpStep'
import { SignUpDoneStep } from './SignUpDoneStep'
import { SignUpStep } from './SignUpStep'
import { TwoFactorStep } from './TwoFactorStep'

const TITLES = {
  login: 'login.dialogTitle',
  signUp: 'signUp.title',
  confirm: 'confirm.title',
  forgot: 'forgot.title',
  twoFactor: 'twoFactorLogin.title',
  partnerSignUp: 'signUp.title',
} as const satisfies Record<Exclude<LoginStep, 'signUpDone'>, string>

/** The spec's login popup: log in, sign up (then code), forgot password, 2FA. */
export function LoginDialog() {
  const { t } = useTranslation('player')
  const { open, step, close } = useLoginDialog()
  const nickname = useSession((state) => state.user?.nickname ?? '')
  const title = step === 'signUpDone' ? t('signUpDone.title', { nickname }) : t(TITLES[step])
  const body = useRef<HTMLDivElement>(null)
  const shownStep = useRef(step)

  // Radix focuses the first field when the dialog opens; a step change inside it
  // would otherwise leave focus on a control that no longer exists.
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    body.current?.querySelector<HTMLElement>('input, select, button')?.focus()
  }, [step])
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      closeLabel={t('common.close')}
    >
      <div ref={body}>
        {step === 'login' ? <LoginStepForm /> : null}
        {step === 'signUp' ? <SignUpStep /> : null}
        {step === 'confirm' ? <ConfirmCodeStep /> : null}
        {step === 'signUpDone' ? <SignUpDoneStep /> : null}
        {step === 'forgot' ? <ForgotPasswordStep /> : null}
        {step === 'twoFactor' ? <TwoFactorStep /> : null}
        {step === 'partnerSignUp' ? <PartnerSignUpStep /> : null}
      </div>
    </Dialog>
  )
}
