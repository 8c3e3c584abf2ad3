import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { Persona } from '../../../web/api/chat'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'

type Draft = { personaOid: string | null; name: string; prompt: string; sex: Persona['sex'] }
const EMPTY: Draft = { personaOid: null, name: '', prompt: '', sex: 'other' }

/** The player's personas: create, edit, delete, and the one this room speaks as. */
export function PersonasPanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const signedIn = useSession((state) => !!state.token)
  const room = useStore(store, (state) => state.room)
  const [personas, setPersonas] = useState<Persona[]>([])
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    try {
      setPersonas((await chatApi.personas()).personas)
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }, [t])

  useEffect(() => {
    if (signedIn) void reload()
  }, [signedIn, reload])

  if (!signedIn) return <p className="muted">{t('chatSettings.personaLogin')}</p>
  const chosen = room?.userSettings?.personaOid ?? ''

  async function choose(personaOid: string) {
    const current = store.getState().room
    if (!current) return
    const persona = personas.find((entry) => entry.personaOid === personaOid)
    try {
      const { userSettings } = await chatApi.userSettings(current.roomOid, {
        personaOid: persona ? persona.personaOid : null,
        ...(persona ? { personaName: persona.name } : {}),
      })
      store.setState({ room: { ...current, userSettings } })
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    try {
      const { personaOid, ...fields } = draft
      if (personaOid) await chatApi.updatePersona({ personaOid, ...fields })
      else await chatApi.createPersona(fields)
      setDraft(EMPTY)
      await reload()
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }

  async function remove(personaOid: string) {
    try {
      await chatApi.deletePersona(personaOid)
      if (chosen === personaOid) await choose('')
      await reload()
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }

  return (
    <div className="stack chat-personas">
      <label className="field">
        <span className="field-label">{t('chatSettings.personaChoose')}</span>
        <select
          className="field-select"
          value={chosen}
          onChange={(event) => void choose(event.target.value)}
        >
          <option value="">{t('chatSettings.personaNone')}</option>
          {personas.map((persona) => (
            <option key={persona.personaOid} value={persona.personaOid}>
              {persona.name}
            </option>
          ))}
        </select>
      </label>
      <ul className="chat-persona-list">
        {personas.map((persona) => (
          <li key={persona.personaOid} className="row">
            <span className="chat-persona-name">{persona.name}</span>
            <button
              type="button"
              className="button button-link"
              onClick={() => setDraft({ ...persona })}
            >
              {t('chatSettings.personaEdit')}
            </button>
            <button
              type="button"
              className="button button-link"
              onClick={() => void remove(persona.personaOid)}
            >
              {t('chatSettings.personaDelete')}
            </button>
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span className="field-label">{t('chatSettings.personaName')}</span>
          <input
            className="field-input"
            value={draft.name}
            maxLength={40}
            required
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('chatSettings.personaPrompt')}</span>
          <textarea
            className="chat-edit"
            rows={3}
            value={draft.prompt}
            onChange={(event) => setDraft({ ...draft, prompt: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('chatSettings.personaGender')}</span>
          <select
            className="field-select"
            value={draft.sex}
            onChange={(event) => setDraft({ ...draft, sex: event.target.value as Persona['sex'] })}
          >
            <option value="female">{t('chatSettings.genderFemale')}</option>
            <option value="male">{t('chatSettings.genderMale')}</option>
            <option value="other">{t('chatSettings.genderOther')}</option>
          </select>
        </label>
        <div className="row">
          <button type="submit" className="button button-primary">
            {draft.personaOid ? t('chatSettings.personaUpdate') : t('chatSettings.personaCreate')}
          </button>
          {draft.personaOid ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setDraft(EMPTY)}
            >
              {t('common.cancel')}
            </button>
          ) : null}
        </div>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
