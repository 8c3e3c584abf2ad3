import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, useSession } from '../../web/session'
import { Alert, Avatar, Button } from '../../web/ui'
import { useAction } from '../login/use-action'
import { profileImageProblem } from './profile-image'
import './myinfo.css'

/** My Info's profile image: a jpg or png under 300 KB (the spec), or the initial. */
export function ProfileImageControl() {
  const { t } = useTranslation('player')
  const user = useSession((state) => state.user)
  const setUser = useSession((state) => state.setUser)
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { busy, error, run } = useAction()
  if (!user) return null

  async function pick(file: File | undefined) {
    if (!file || !user) return
    const found = profileImageProblem(file)
    setProblem(found ? t(`profileImage.${found}`) : null)
    if (found) return
    const answer = await run(() => api.upload('/account/profile-image', {}, file))
    if (answer) setUser({ ...user, profileImageKey: answer.profileImageKey })
  }

  async function remove() {
    if (!user) return
    const answer = await run(() => api.delete('/account/profile-image'))
    if (answer) setUser({ ...user, profileImageKey: answer.profileImageKey })
  }

  return (
    <div className="profile-image-control">
      <Avatar name={user.nickname} src={user.profileImageKey} size="lg" />
      <div className="stack profile-image-actions">
        <div className="row">
          <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
            {user.profileImageKey ? t('profileImage.change') : t('profileImage.add')}
          </Button>
          {user.profileImageKey ? (
            <Button variant="link" disabled={busy} onClick={() => void remove()}>
              {t('profileImage.remove')}
            </Button>
          ) : null}
        </div>
        <span className="field-hint">{t('profileImage.hint')}</span>
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          aria-label={t('profileImage.add')}
          data-testid="profile-image-input"
          onChange={(event) => {
            void pick(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        {problem || error ? <Alert tone="error">{problem ?? error}</Alert> : null}
      </div>
    </div>
  )
}
