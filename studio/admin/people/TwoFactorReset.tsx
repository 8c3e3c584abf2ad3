import { useTranslation } from 'react-i18next'
import type { useAction } from '../../../web/calls'
import { Button } from '../../../web/ui'
import { peopleApi } from './people-api'
import './people.css'

type Act = ReturnType<typeof useAction>['act']

/**
 * The user page's two-factor reset, for an account locked out with a lost authenticator:
 * confirmed, then the sign-in asks only the password again (audited as `account.2fa-reset`).
 */
export function TwoFactorReset({
  oid,
  name,
  busy,
  act,
}: {
  oid: string
  name: string
  busy: boolean
  act: Act
}) {
  const { t } = useTranslation('studio')
  return (
    <Button
      variant="secondary"
      className="people-fact-action"
      disabled={busy}
      onClick={() => {
        if (!window.confirm(t('admin.twoFactorResetConfirm', { name }))) return
        void act(() => peopleApi.resetTwoFactor(oid), t('admin.twoFactorResetDone', { name }))
      }}
    >
      {t('admin.twoFactorReset')}
    </Button>
  )
}
