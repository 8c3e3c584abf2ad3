import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { Persona } from '../../../web/api/chat'
import { errorText } from '../../../web/i18n'
import { useSession } from '../../../web/session'
import { chatApi } from '../connected'
import type { RoomStore } from '../room/room-store'
import { PersonaForm } from './PersonaForm'
import { EMPTY_PERSONA, type PersonaDraft } from './persona-draft'

/** The player's personas: create, edit, delete, and the one this room speaks as. */
export function PersonasPanel({ store }: { store: RoomStore }) {
  const { t } = useTranslation('chat')
  const signedIn = useSession((state) => !!state.token)
  const room = useStore(store, (state) => state.room)
  const [personas, setPersonas] = useState<Persona[]>([])
  const [draft, setDraft] = useState<PersonaDraft>(EMPTY_PERSONA)
  // The persona just created here, offered for this room.
  const [created, setCreated] = useState<Persona | null>(null)
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

  async function save(next: PersonaDraft) {
    setError(null)
    setCreated(null)
    try {
      const { personaOid, ...fields } = next
      if (personaOid) await chatApi.updatePersona({ personaOid, ...fields })
      else setCreated((await chatApi.createPersona(fields)).persona)
      setDraft(EMPTY_PERSONA)
      await reload()
    } catch (failure) {
      setError(errorText(t, failure))
    }
  }

  async function remove(personaOid: string) {
    try {
      await chatApi.deletePersona(personaOid)
      if (chosen === personaOid) await choose('')
      if (created?.personaOid === personaOid) setCreated(null)
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
      {created ? (
        <p className="field-ok row chat-persona-created" role="status">
          <span>
            {chosen === created.personaOid
              ? t('chatSettings.personaInUse', { name: created.name })
              : t('chatSettings.personaCreated', { name: created.name })}
          </span>
          {chosen === created.personaOid ? null : (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void choose(created.personaOid)}
            >
              {t('chatSettings.personaUseHere')}
            </button>
          )}
        </p>
      ) : null}
      <PersonaForm draft={draft} onDraft={setDraft} onSave={save} />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
