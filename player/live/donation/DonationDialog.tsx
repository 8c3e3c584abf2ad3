/**
 * The viewer's donation dialog on the live page: a message with coins (10 or more), the
 * nickname shown or hidden, a voice to read it aloud, a roulette spin drawn on the server, or
 * a mission for the streamer (MissionForm).
 */
import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../web/api'
import { useData } from '../../../web/calls'
import { errorText } from '../../../web/i18n'
import { Link, useLocation } from '../../../web/routing'
import { useSession } from '../../../web/session'
import { Alert, Button, Checkbox, GiftIcon, SelectField, TextField } from '../../../web/ui'
import { Dialog } from '../../../web/ui/overlays'
import { rememberChargeReturn } from '../../charge/return-path'
import { useLoginDialog } from '../../login/login-dialog-store'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { chances, donationApi, MINIMUM_COINS } from './donation-api'
import { MissionForm } from './MissionForm'
import './donation.css'

const SHORT_OF_COINS = new Set(['NOT_ENOUGH_COINS', 'INSUFFICIENT_COINS'])

type Kind = 'text' | 'roulette' | 'mission'

export function DonateButton({
  creatorOid,
  missionsVersion = 0,
}: {
  creatorOid: string
  /** Changes on every mission event of the live: the mission panel follows it. */
  missionsVersion?: number
}) {
  const { t } = useTranslation('live')
  const [open, setOpen] = useState(false)
  const signedIn = useSession((state) => state.user !== null)
  const openLogin = useLoginDialog((state) => state.openAt)
  return (
    <>
      <Button
        className="donate-open"
        onClick={() => (signedIn ? setOpen(true) : openLogin('login', window.location.pathname))}
      >
        <GiftIcon size={18} /> {t('liveAlertsDialog.open')}
      </Button>
      {open ? (
        <DonationDialog
          creatorOid={creatorOid}
          missionsVersion={missionsVersion}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

function DonationDialog({
  creatorOid,
  missionsVersion,
  onClose,
}: {
  creatorOid: string
  missionsVersion: number
  onClose: () => void
}) {
  const { t } = useTranslation('live')
  const localized = useLocalizedPath()
  const { pathname } = useLocation()
  const options = useData([creatorOid], () => donationApi.options(creatorOid))
  const voices = useData([creatorOid], () => donationApi.voices(creatorOid))
  const [kind, setKind] = useState<Kind>('text')
  const [content, setContent] = useState('')
  const [coins, setCoins] = useState('100')
  const [hidden, setHidden] = useState(false)
  const [voiceId, setVoiceId] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState<{ optionName: string | null } | null>(null)
  // One key per attempt: a retried send after a network drop pays once.
  const [key, setKey] = useState(() => crypto.randomUUID())

  const roulette = options.data?.useRouletteDonation ? options.data.roulette : null
  const mission = options.data?.useMissionDonation ? options.data.mission : null
  const kindsOffered: Kind[] = [
    'text',
    ...(roulette ? (['roulette'] as const) : []),
    ...(mission ? (['mission'] as const) : []),
  ]
  const ttsOn =
    !!options.data?.useTts && !!voices.data?.enabled && (voices.data?.voices.length ?? 0) > 0
  const voice = voices.data?.voices.find((item) => item.voiceId === voiceId) ?? null
  const amount = kind === 'roulette' ? (roulette?.entryFee ?? 0) : Number(coins)
  const tooSmall = kind === 'text' && (!Number.isInteger(amount) || amount < MINIMUM_COINS)
  const total = amount + (kind === 'text' && voice ? voice.price : 0)
  const shares = useMemo(() => chances(roulette?.items ?? []), [roulette])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (tooSmall) return
    setBusy(true)
    setError(null)
    try {
      const sent = await donationApi.donate({
        creatorOid,
        key,
        isHiddenName: hidden,
        donationData: {
          coin: amount,
          // A spin has no message field: text typed before switching is not sent with it.
          content: kind === 'text' ? content.trim() : '',
          donationType: kind === 'roulette' ? 'roulette' : 'text',
          ...(kind === 'text' && voice ? { useTts: true, voiceId: voice.voiceId } : {}),
        },
      })
      setDone({ optionName: sent.optionName })
      setKey(crypto.randomUUID())
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(false)
    }
  }

  const short = ApiError.isInstance(error) && SHORT_OF_COINS.has(error.code)
  const kinds =
    kindsOffered.length > 1 ? (
      <fieldset className="donation-kinds" aria-label={t('liveAlertsDialog.kind')}>
        {kindsOffered.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={kind === value}
            className={kind === value ? 'donation-kind is-on' : 'donation-kind'}
            onClick={() => {
              setKind(value)
              setDone(null)
            }}
          >
            {t(`liveAlertsDialog.${value}`)}
          </button>
        ))}
      </fieldset>
    ) : null
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('liveAlertsDialog.title')}
      closeLabel={t('liveAlertsDialog.close')}
    >
      {kind === 'mission' && mission ? (
        <MissionForm
          creatorOid={creatorOid}
          settings={mission}
          kinds={kinds}
          missionsVersion={missionsVersion}
        />
      ) : (
        <form className="donation-form" onSubmit={submit}>
          {kinds}

          {kind === 'roulette' && roulette ? (
            <div className="donation-roulette">
              <p className="muted">
                {t('liveAlertsDialog.rouletteFee', { coins: roulette.entryFee })}
              </p>
              <p className="donation-subtitle">{t('liveAlertsDialog.rouletteItems')}</p>
              <ul className="donation-items">
                {roulette.items.map((item, index) => (
                  <li
                    key={item.name}
                    className={done?.optionName === item.name ? 'is-won' : undefined}
                  >
                    <span>{item.name}</span>
                    <span className="muted">{shares[index]}%</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <label className="donation-field">
                <span>{t('liveAlertsDialog.message')}</span>
                <textarea
                  value={content}
                  maxLength={300}
                  rows={3}
                  placeholder={t('liveAlertsDialog.messagePlaceholder')}
                  onChange={(event) => setContent(event.target.value)}
                />
              </label>
              <TextField
                label={t('liveAlertsDialog.amount')}
                type="number"
                inputMode="numeric"
                min={MINIMUM_COINS}
                step={1}
                value={coins}
                onChange={(event) => setCoins(event.target.value)}
                error={tooSmall ? t('liveAlertsDialog.minimum') : null}
              />
              {ttsOn ? (
                <SelectField
                  label={t('liveAlertsDialog.voice')}
                  value={voiceId}
                  onChange={(event) => setVoiceId(event.target.value)}
                  options={[
                    { value: '', label: t('liveAlertsDialog.voiceNone') },
                    ...(voices.data?.voices ?? []).map((item) => ({
                      value: item.voiceId,
                      label: t('liveAlertsDialog.voiceOption', {
                        name: item.name,
                        coins: item.price,
                      }),
                    })),
                  ]}
                />
              ) : null}
            </>
          )}

          <Checkbox
            label={t('liveAlertsDialog.hideName')}
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />

          {done ? (
            <Alert tone="success">
              {done.optionName
                ? t('liveAlertsDialog.result', { name: done.optionName })
                : t('liveAlertsDialog.sent')}
            </Alert>
          ) : null}
          {error ? (
            <Alert tone="error">
              {short ? t('liveAlertsDialog.notEnough') : errorText(t, error)}{' '}
              {short ? (
                <Link href={localized('/charge')} onClick={() => rememberChargeReturn(pathname)}>
                  {t('liveAlertsDialog.charge')}
                </Link>
              ) : null}
            </Alert>
          ) : null}

          <div className="donation-actions">
            <span className="donation-total">{t('liveAlertsDialog.total', { coins: total })}</span>
            <Button type="submit" busy={busy} disabled={tooSmall || busy}>
              {kind === 'roulette' ? t('liveAlertsDialog.spin') : t('liveAlertsDialog.send')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
