import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AlertSettings,
  OverlayUrlResponse,
} from '../../../../platform/live/donations/overlay/contract'
import { ApiError } from '../../../../web/api'
import { useAction, useData } from '../../../../web/calls'
import { Alert, Button, TextField } from '../../../../web/ui'
import { LoadState } from '../../shell/LoadState'
import { ConfirmDialog } from '../ConfirmDialog'
import { CopyField } from '../CopyField'
import { donationsApi } from './donations-api'
import { alertMinCoinProblem, DONATION_FORM_LIMITS } from './roulette-rules'
import { serverText } from './server-text'

/** The server's image limits (overlay/contract.ts OVERLAY_LIMITS), checked before sending. */
const IMAGE_BYTES_MAX = 5 * 1024 * 1024

interface Overlay {
  url: OverlayUrlResponse
  settings: AlertSettings
}

/** The alert overlay for OBS: its signed address, the custom alert and a test alert. */
export function OverlaySection({ creatorOid }: { creatorOid: string }) {
  const overlay = useData(`overlay:${creatorOid}`, async (): Promise<Overlay> => {
    const [url, settings] = await Promise.all([
      donationsApi.overlayUrl(creatorOid, false),
      donationsApi.alertSettings(creatorOid),
    ])
    return { url, settings }
  })
  return (
    <>
      <LoadState state={overlay} />
      {overlay.data ? (
        <>
          <OverlayAddress
            creatorOid={creatorOid}
            url={overlay.data.url}
            onChanged={(url) => overlay.replace({ ...(overlay.data as Overlay), url })}
          />
          <CustomAlert
            creatorOid={creatorOid}
            settings={overlay.data.settings}
            onSaved={(settings) => overlay.replace({ ...(overlay.data as Overlay), settings })}
          />
        </>
      ) : null}
    </>
  )
}

function OverlayAddress({
  creatorOid,
  url,
  onChanged,
}: {
  creatorOid: string
  url: OverlayUrlResponse
  onChanged: (url: OverlayUrlResponse) => void
}) {
  const { t, i18n } = useTranslation('creator')
  const [confirming, setConfirming] = useState(false)
  const { outcome, busy, act } = useAction({ failure: (error) => serverText(t, error) })
  const [doing, setDoing] = useState<'regenerate' | 'test'>('test')

  async function regenerate() {
    setDoing('regenerate')
    await act(
      async () => onChanged(await donationsApi.overlayUrl(creatorOid, true)),
      t('liveStudioDonations.overlayRegenerated'),
    )
    setConfirming(false)
  }

  function test() {
    setDoing('test')
    void act(() => donationsApi.testAlert(creatorOid, 1000), t('liveStudioDonations.testSent'))
  }

  return (
    <section className="creator-card stack" aria-labelledby="overlay-title">
      <h2 id="overlay-title">{t('liveStudioDonations.overlayTitle')}</h2>
      <p className="muted">{t('liveStudioDonations.overlayLead')}</p>
      <CopyField
        label={t('liveStudioDonations.overlayUrl')}
        value={`${location.origin}${url.url}`}
        secret
        hint={
          url.expiresAt
            ? t('liveStudioDonations.overlayUrlHint', {
                date: new Date(url.expiresAt).toLocaleDateString(i18n.language, {
                  dateStyle: 'medium',
                }),
              })
            : t('liveStudioDonations.overlayUrlStable')
        }
      />
      <div className="creator-actions creator-actions-start">
        <Button variant="secondary" busy={busy && doing === 'test'} onClick={test}>
          {t('liveStudioDonations.testAlert')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('liveStudioDonations.regenerate')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={t('liveStudioDonations.regenerateTitle')}
        description={t('liveStudioDonations.regenerateText')}
        confirm={t('liveStudioDonations.regenerate')}
        busy={busy && doing === 'regenerate'}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}

function CustomAlert({
  creatorOid,
  settings,
  onSaved,
}: {
  creatorOid: string
  settings: AlertSettings
  onSaved: (settings: AlertSettings) => void
}) {
  const { t } = useTranslation('creator')
  const input = useRef<HTMLInputElement>(null)
  const [image, setImage] = useState(settings.alertImage ?? '')
  const [minCoin, setMinCoin] = useState(String(settings.alertMinCoin))
  const { outcome, setOutcome, busy, act } = useAction({
    failure: (error) => serverText(t, error),
  })
  const [doing, setDoing] = useState<'upload' | 'save'>('save')
  const types = settings.allowedTypes.map((type) => type.replace('image/', '').toUpperCase())
  const size = settings.suggestedSize

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setOutcome(null)
    // The server's refusals, without sending the file; its answer decides the rest.
    const refusal =
      file.size > IMAGE_BYTES_MAX
        ? new ApiError({
            status: 413,
            code: 'LIVEDONATION_ALERT_IMAGE_SIZE',
            message: 'image size limit',
          })
        : !settings.allowedTypes.includes(file.type)
          ? new ApiError({
              status: 400,
              code: 'LIVEDONATION_ALERT_IMAGE',
              message: 'image type invalid',
            })
          : null
    if (refusal) return setOutcome({ tone: 'error', text: serverText(t, refusal) })
    setDoing('upload')
    await act(async () => {
      const saved = await donationsApi.uploadAlertImage(creatorOid, file)
      setImage(saved.alertImage ?? '')
      onSaved(saved)
    }, t('liveStudioDonations.imageUploaded'))
  }

  function save(event: FormEvent) {
    event.preventDefault()
    setDoing('save')
    void act(async () => {
      const saved = await donationsApi.saveAlertSettings(creatorOid, {
        alertImage: image.trim() || null,
        alertMinCoin: Number(minCoin.trim()),
      })
      onSaved(saved)
    }, t('liveStudioDonations.alertSaved'))
  }

  const minProblem = alertMinCoinProblem(minCoin)
  return (
    <form
      className="creator-card stack"
      aria-labelledby="custom-alert-title"
      onSubmit={save}
      noValidate
    >
      <h2 id="custom-alert-title">{t('liveStudioDonations.alertTitle')}</h2>
      <p className="muted">
        {t('liveStudioDonations.alertLead', {
          width: size.width,
          height: size.height,
          types: types.join(', '),
        })}
      </p>
      <div className="live-thumbnail-row">
        <div className="live-thumbnail-preview donations-alert-preview">
          {image.trim() ? (
            <img src={image.trim()} alt={t('liveStudioDonations.alertPreview')} />
          ) : (
            <span>{t('liveStudioDonations.noAlertImage')}</span>
          )}
        </div>
        <div className="stack live-grow">
          <div className="creator-actions creator-actions-start">
            <Button
              variant="secondary"
              busy={busy && doing === 'upload'}
              onClick={() => input.current?.click()}
            >
              {t('liveStudioDonations.uploadImage')}
            </Button>
            {image.trim() ? (
              <Button variant="secondary" onClick={() => setImage('')}>
                {t('liveStudioDonations.removeImage')}
              </Button>
            ) : null}
            <input
              ref={input}
              type="file"
              accept={settings.allowedTypes.join(',')}
              hidden
              data-testid="alert-image-file"
              onChange={(event) => void pick(event)}
            />
          </div>
          <TextField
            label={t('liveStudioDonations.alertImage')}
            hint={t('liveStudioDonations.alertImageHint')}
            value={image}
            spellCheck={false}
            onChange={(event) => {
              setImage(event.target.value)
              setOutcome(null)
            }}
          />
          <TextField
            label={t('liveStudioDonations.alertMinCoin')}
            hint={t('liveStudioDonations.alertMinCoinHint')}
            inputMode="numeric"
            value={minCoin}
            onChange={(event) => {
              setMinCoin(event.target.value)
              setOutcome(null)
            }}
            error={minProblem ? t(`liveStudioDonations.${minProblem}`, DONATION_FORM_LIMITS) : null}
          />
        </div>
      </div>
      <div className="creator-actions">
        <Button type="submit" busy={busy && doing === 'save'}>
          {t('liveStudioDonations.saveAlert')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  )
}
