import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ManagedChannelSummary } from '../../platform/accounts/contract'
import { api } from '../../web/session'
import { Alert, Button, TextField } from '../../web/ui'
import { Dialog } from '../../web/ui/overlays'
import { validatePassword, validatePasswordRepeat } from '../../web/validation'
import { useAction } from '../login/use-action'
import { useChannelManager } from './channel-manager-store'
import './account-extras.css'

/**
 * My Info's channel-manager tab: the device password (set with the sign-in password) and
 * the managed channels, each switched into with that password (docs/ACCOUNT-DETAILS.md).
 */
export function ChannelManagerPanel() {
  const { t } = useTranslation('player')
  const { status, load } = useChannelManager()
  const [switching, setSwitching] = useState<ManagedChannelSummary | null>(null)

  useEffect(() => {
    void load()
  }, [load])

  if (!status) return null
  return (
    <div className="stack">
      <DevicePasswordForm hasPassword={status.hasPassword} />
      <section className="card stack" aria-labelledby="managed-channels-title">
        <h2 id="managed-channels-title">{t('channelManager.channels')}</h2>
        <p className="muted">{t('channelManager.intro')}</p>
        {status.channels.length === 0 ? <p>{t('channelManager.noChannels')}</p> : null}
        <ul className="managed-channels" data-testid="managed-channels">
          {status.channels.map((channel) => {
            const active = status.mode?.creatorOid === channel.creatorOid
            return (
              <li key={channel.creatorOid} className="managed-channel">
                <span className="managed-channel-name">{channel.nickname}</span>
                {active ? (
                  <span className="badge badge-success" data-testid="managing-now">
                    {t('channelManager.managing')}
                  </span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={!status.hasPassword}
                    aria-label={t('channelManager.modeTitle', { nickname: channel.nickname })}
                    onClick={() => setSwitching(channel)}
                  >
                    {t('channelManager.manage')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      </section>
      {switching ? <SwitchDialog channel={switching} onClose={() => setSwitching(null)} /> : null}
    </div>
  )
}

function DevicePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('player')
  const { status, set } = useChannelManager()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [current, setCurrent] = useState('')
  const [ruleError, setRuleError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const { busy, error, run } = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const rule = validatePassword(password) ?? validatePasswordRepeat(password, repeat)
    setRuleError(rule ? t(rule) : null)
    if (rule) return
    const answer = await run(() =>
      api.post('/account/channel-manager/password', {
        password,
        passwordRepeat: repeat,
        currentPassword: current,
      }),
    )
    if (!answer || !status) return
    set({ ...status, hasPassword: true })
    setPassword('')
    setRepeat('')
    setCurrent('')
    setSaved(true)
  }

  return (
    <form
      className="card stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="device-password-title"
    >
      <h2 id="device-password-title">{t('channelManager.passwordTitle')}</h2>
      <p className="muted" data-testid="device-password-state">
        {hasPassword ? t('channelManager.passwordSet') : t('channelManager.passwordMissing')}
      </p>
      <TextField
        label={t('channelManager.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={ruleError}
      />
      <TextField
        label={t('channelManager.repeatPassword')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <TextField
        label={t('channelManager.signInPassword')}
        hint={t('channelManager.signInHint')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {saved ? <Alert tone="success">{t('channelManager.passwordSaved')}</Alert> : null}
      <div>
        <Button type="submit" busy={busy}>
          {hasPassword ? t('channelManager.changePassword') : t('channelManager.savePassword')}
        </Button>
      </div>
    </form>
  )
}

function SwitchDialog({
  channel,
  onClose,
}: {
  channel: ManagedChannelSummary
  onClose: () => void
}) {
  const { t } = useTranslation('player')
  const set = useChannelManager((state) => state.set)
  const [password, setPassword] = useState('')
  const { busy, error, run } = useAction()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const answer = await run(() =>
      api.post('/account/channel-manager/mode', { creatorOid: channel.creatorOid, password }),
    )
    if (!answer) return
    set(answer)
    onClose()
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('channelManager.modeTitle', { nickname: channel.nickname })}
      description={t('channelManager.modeDescription')}
      closeLabel={t('channelManager.cancel')}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('channelManager.password')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('channelManager.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!password}>
            {t('channelManager.switchIn')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
