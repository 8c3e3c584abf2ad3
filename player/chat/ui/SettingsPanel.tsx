import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { StoryChatSettings } from '../../../web/api/chat'
import { errorText } from '../../../web/i18n'
import { Link } from '../../../web/routing'
import { useLocalizedPath } from '../../shell/use-localized-path'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'
import { CouponBox } from './CouponBox'
import { ImpersonationField } from './ImpersonationField'
import { ModelChoiceField } from './ModelChoiceField'

const DEFAULTS = {
  responseLength: 'normal',
  detailLevel: 50,
  enhancedInference: false,
  inferenceLevel: 'basic',
  impersonationOn: false,
  impersonationCharacterId: null,
} as const

/** The room's generation settings; each change is saved at once (the slider when released). */
export function SettingsPanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const room = useStore(store, (state) => state.room)
  const localize = useLocalizedPath()
  const [status, setStatus] = useState<string | null>(null)
  // The detail level while the slider is held: the label follows it, the save waits for release.
  const [detailDraft, setDetailDraft] = useState<number | null>(null)
  if (!room) return null
  const settings = { ...DEFAULTS, ...room.userSettings }

  // Optimistic: the control shows the choice at once; a refusal puts the saved value back.
  async function save(patch: StoryChatSettings) {
    const current = store.getState().room
    if (!current) return
    const previous = current.userSettings
    store.setState({ room: { ...current, userSettings: { ...previous, ...patch } } })
    try {
      const { userSettings, model } = await chatApi.userSettings(current.roomOid, patch)
      const latest = store.getState().room
      if (latest) store.setState({ room: { ...latest, userSettings } })
      // The prices on the buttons follow the server's quote at the saved settings.
      store.getState().setModel(model)
      setStatus(t('chatSettings.saved'))
    } catch (error) {
      const latest = store.getState().room
      if (latest) store.setState({ room: { ...latest, userSettings: previous } })
      setStatus(errorText(t, error))
    }
  }

  function commitDetail(value: number) {
    setDetailDraft(null)
    if (value !== settings.detailLevel) void save({ detailLevel: value })
  }

  return (
    <div className="stack">
      <CouponBox />
      <form className="stack chat-settings" onSubmit={(event) => event.preventDefault()}>
        <ModelChoiceField
          roomOid={room.roomOid}
          settingsKey={JSON.stringify(room.userSettings ?? {})}
          onChange={(model) => void save({ model })}
        />
        <fieldset className="fieldset">
          <legend className="field-label">{t('chatSettings.responseLength')}</legend>
          {(['short', 'normal', 'long'] as const).map((length) => (
            <label key={length} className="checkbox">
              <input
                type="radio"
                name="responseLength"
                checked={settings.responseLength === length}
                onChange={() => void save({ responseLength: length })}
              />
              <span>
                {t(
                  length === 'short'
                    ? 'chatSettings.lengthShort'
                    : length === 'long'
                      ? 'chatSettings.lengthLong'
                      : 'chatSettings.lengthNormal',
                )}
              </span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="field-label" data-testid="chat-detail-label">
            {t('chatSettings.detailLevel', { value: detailDraft ?? settings.detailLevel })}
          </span>
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={detailDraft ?? settings.detailLevel}
            onChange={(event) => setDetailDraft(Number(event.currentTarget.value))}
            onPointerUp={(event) => commitDetail(Number(event.currentTarget.value))}
            onKeyUp={(event) => commitDetail(Number(event.currentTarget.value))}
            onBlur={(event) => commitDetail(Number(event.currentTarget.value))}
          />
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={settings.enhancedInference}
            onChange={(event) => void save({ enhancedInference: event.target.checked })}
          />
          <span>{t('chatSettings.enhancedInference')}</span>
        </label>
        {settings.enhancedInference ? (
          <label className="field">
            <span className="field-label">{t('chatSettings.inferenceLevel')}</span>
            <select
              className="field-select"
              value={settings.inferenceLevel}
              onChange={(event) =>
                void save({
                  inferenceLevel: event.target.value as 'basic' | 'advanced' | 'expert',
                })
              }
            >
              {(['basic', 'advanced', 'expert'] as const).map((level) => (
                <option key={level} value={level}>
                  {t(`chatSettings.level_${level}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <ImpersonationField
          roomOid={room.roomOid}
          on={settings.impersonationOn}
          characterId={settings.impersonationCharacterId}
          onChange={(patch) => void save(patch)}
        />
        <p className="muted" role="status">
          {status}
        </p>
      </form>
      <Link href={localize(`/story/promptlog/${room.roomOid}`)}>{t('promptLog.open')}</Link>
    </div>
  )
}
