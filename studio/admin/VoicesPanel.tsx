import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TtsLang, TtsVoice } from '../../platform/live/donations/tts/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminLiveApi } from './admin-api'

// The languages a voice may be offered in (the server's TTS_LANGS; front ends import types only).
const LANGS = ['en', 'ko', 'ja', 'es'] as const satisfies readonly TtsLang[]

interface Draft {
  editing: boolean
  voiceId: string
  modelId?: string
  name: string
  price: string
  langs: TtsLang[]
  use: boolean
  icon: string
  sample: string
}

const EMPTY: Draft = {
  editing: false,
  voiceId: '',
  name: '',
  price: '0',
  langs: ['en'],
  use: true,
  icon: '',
  sample: '',
}

const draftOf = (voice: TtsVoice): Draft => ({
  editing: true,
  voiceId: voice.voiceId,
  modelId: voice.modelId,
  name: voice.name,
  price: String(voice.price),
  langs: voice.langs,
  use: voice.use,
  icon: voice.icon ?? '',
  sample: voice.sample ?? '',
})

const requestOf = (voice: TtsVoice) => ({
  voiceId: voice.voiceId,
  modelId: voice.modelId,
  name: voice.name,
  price: voice.price,
  langs: voice.langs,
  use: voice.use,
  icon: voice.icon,
  sample: voice.sample,
})

/** The list's voice ids with the one at `index` moved one place up (-1) or down (+1). */
export function moveVoice(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step
  if (target < 0 || target >= ids.length) return [...ids]
  const next = [...ids]
  ;[next[index], next[target]] = [next[target] as string, next[index] as string]
  return next
}

/** The voices viewers may pick to have a donation read aloud: add, edit, order, switch off, delete. */
export function VoicesPanel() {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const voices = useData(`voices:${version}`, () => adminLiveApi.voices())
  // The engine's own list; when no engine runs here the voice id is typed instead.
  const engine = useData('engine-voices', () => adminLiveApi.engineVoices())
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const field =
    (name: 'voiceId' | 'name' | 'price' | 'icon' | 'sample') =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const saved = await act(
      () =>
        adminLiveApi.saveVoice({
          voiceId: draft.voiceId.trim(),
          ...(draft.modelId ? { modelId: draft.modelId } : {}),
          name: draft.name.trim(),
          price: Number(draft.price),
          langs: draft.langs,
          use: draft.use,
          icon: draft.icon.trim() || null,
          sample: draft.sample.trim() || null,
        }),
      t('adminLive.voiceSaved'),
    )
    if (saved) setDraft(EMPTY)
  }

  const toggleLang = (lang: TtsLang, on: boolean) =>
    setDraft((current) => ({
      ...current,
      langs: on
        ? LANGS.filter((item) => item === lang || current.langs.includes(item))
        : current.langs.filter((item) => item !== lang),
    }))

  const list = voices.data?.voices ?? []
  const engineVoices = engine.data?.voices ?? []
  const known = engineVoices.some((voice) => voice.voiceId === draft.voiceId)

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <form className="creator-card stack" onSubmit={(event) => void save(event)} noValidate>
        <h2>{draft.editing ? t('adminLive.editVoice') : t('adminLive.newVoice')}</h2>
        {engineVoices.length > 0 ? (
          <SelectField
            label={t('adminLive.engineVoice')}
            value={draft.voiceId}
            disabled={draft.editing}
            onChange={(event) => {
              const picked = engineVoices.find((voice) => voice.voiceId === event.target.value)
              setDraft((current) => ({
                ...current,
                voiceId: event.target.value,
                // The engine's name is a starting point the admin may change.
                name: current.name || picked?.name || '',
              }))
            }}
            options={[
              { value: '', label: t('adminLive.pickVoice') },
              ...(draft.voiceId && !known ? [{ value: draft.voiceId, label: draft.voiceId }] : []),
              ...engineVoices.map((voice) => ({
                value: voice.voiceId,
                label: `${voice.name} (${voice.voiceId}, ${voice.lang})`,
              })),
            ]}
          />
        ) : (
          <TextField
            label={t('adminLive.voiceId')}
            hint={engine.error ? t('adminLive.engineMissing') : undefined}
            value={draft.voiceId}
            disabled={draft.editing}
            onChange={field('voiceId')}
          />
        )}
        <div className="admin-inline-form">
          <TextField label={t('adminLive.voiceName')} value={draft.name} onChange={field('name')} />
          <TextField
            label={t('adminLive.voicePrice')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.price}
            onChange={field('price')}
          />
        </div>
        <fieldset className="admin-langs">
          <legend>{t('adminLive.voiceLangs')}</legend>
          {LANGS.map((lang) => (
            <Checkbox
              key={lang}
              label={t(`adminLive.lang_${lang}`)}
              checked={draft.langs.includes(lang)}
              onChange={(event) => toggleLang(lang, event.target.checked)}
            />
          ))}
        </fieldset>
        <TextField
          label={t('adminLive.voiceSample')}
          hint={t('adminLive.assetHint')}
          value={draft.sample}
          onChange={field('sample')}
          placeholder="https://"
        />
        <TextField
          label={t('adminLive.voiceIcon')}
          value={draft.icon}
          onChange={field('icon')}
          placeholder="https://"
        />
        <Checkbox
          label={t('adminLive.voiceUse')}
          checked={draft.use}
          onChange={(event) => setDraft({ ...draft, use: event.target.checked })}
        />
        <div className="admin-actions">
          <Button type="submit" disabled={busy}>
            {t('adminLive.saveVoice')}
          </Button>
          {draft.editing ? (
            <Button variant="secondary" onClick={() => setDraft(EMPTY)}>
              {t('adminLive.cancelEdit')}
            </Button>
          ) : null}
        </div>
      </form>
      <section className="creator-card stack">
        <h2>{t('adminLive.voicesList')}</h2>
        <LoadState state={voices} />
        {voices.data && !voices.data.enabled ? (
          <p className="muted">{t('adminLive.engineMissing')}</p>
        ) : null}
        {voices.data && list.length === 0 ? (
          <p className="muted">{t('adminLive.noVoices')}</p>
        ) : null}
        <ol className="admin-voices">
          {list.map((voice, index) => (
            <li key={voice.voiceId} className="admin-voice">
              <div className="admin-ad-head">
                <strong>{voice.name}</strong>
                <code className="admin-voice-id">{voice.voiceId}</code>
                <span className={voice.use ? 'admin-voice-on' : 'admin-off-air'}>
                  {voice.use ? t('adminLive.voiceOn') : t('adminLive.voiceOff')}
                </span>
              </div>
              <p className="muted admin-ad-url">
                {t('adminLive.voiceSummary', {
                  coins: voice.price,
                  langs: voice.langs.map((lang) => t(`adminLive.lang_${lang}`)).join(', '),
                })}
              </p>
              {voice.sample ? (
                // biome-ignore lint/a11y/useMediaCaption: a voice sample is speech without a transcript
                <audio
                  className="admin-voice-sample"
                  controls
                  preload="none"
                  src={voice.sample}
                  aria-label={t('adminLive.playSample', { name: voice.name })}
                />
              ) : null}
              <div className="admin-actions">
                <Button
                  variant="secondary"
                  disabled={busy || index === 0}
                  aria-label={t('adminLive.moveUp', { name: voice.name })}
                  onClick={() =>
                    void act(
                      () =>
                        adminLiveApi.orderVoices(
                          moveVoice(
                            list.map((item) => item.voiceId),
                            index,
                            -1,
                          ),
                        ),
                      t('adminLive.voicesOrdered'),
                    )
                  }
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy || index === list.length - 1}
                  aria-label={t('adminLive.moveDown', { name: voice.name })}
                  onClick={() =>
                    void act(
                      () =>
                        adminLiveApi.orderVoices(
                          moveVoice(
                            list.map((item) => item.voiceId),
                            index,
                            1,
                          ),
                        ),
                      t('adminLive.voicesOrdered'),
                    )
                  }
                >
                  ↓
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(
                      () => adminLiveApi.saveVoice({ ...requestOf(voice), use: !voice.use }),
                      voice.use ? t('adminLive.voiceTurnedOff') : t('adminLive.voiceTurnedOn'),
                    )
                  }
                >
                  {voice.use ? t('adminLive.turnOff') : t('adminLive.turnOn')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => setDraft(draftOf(voice))}
                >
                  {t('adminLive.edit')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => {
                    if (!window.confirm(t('adminLive.deleteVoiceConfirm', { name: voice.name })))
                      return
                    void act(
                      () => adminLiveApi.deleteVoice(voice.voiceId),
                      t('adminLive.voiceDeleted'),
                    )
                  }}
                >
                  {t('adminLive.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
