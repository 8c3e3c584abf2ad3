import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Persona } from '../../../web/api/chat'
import {
  EMPTY_PERSONA,
  PERSONA_NAME_MAX,
  PERSONA_PROMPT_MAX,
  type PersonaDraft,
  type PersonaProblems,
  personaProblems,
} from './persona-draft'

/**
 * Create or edit one persona. The button is disabled while the request runs, so a
 * double-click makes one persona; a field that keeps the draft from saving says so.
 */
export function PersonaForm({
  draft,
  onDraft,
  onSave,
}: {
  draft: PersonaDraft
  onDraft: (draft: PersonaDraft) => void
  /** Resolves once the server answered (whatever it answered). */
  onSave: (draft: PersonaDraft) => Promise<void>
}) {
  const { t } = useTranslation('chat')
  const [busy, setBusy] = useState(false)
  // Two clicks in one frame both see the state before either re-rendered: a ref sees the first.
  const sending = useRef(false)
  const [problems, setProblems] = useState<PersonaProblems>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending.current) return
    const found = personaProblems(draft)
    setProblems(found)
    if (found.name || found.prompt) return
    sending.current = true
    setBusy(true)
    try {
      await onSave(draft)
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  const edit = (patch: Partial<PersonaDraft>) => {
    onDraft({ ...draft, ...patch })
    setProblems({})
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field-label">{t('chatSettings.personaName')}</span>
        <input
          className="field-input"
          value={draft.name}
          maxLength={PERSONA_NAME_MAX}
          required
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? 'persona-name-error' : undefined}
          onChange={(event) => edit({ name: event.target.value })}
        />
      </label>
      {problems.name ? (
        <span id="persona-name-error" className="field-error" data-testid="persona-name-error">
          {t('chatSettings.personaNameMissing')}
        </span>
      ) : null}
      <label className="field">
        <span className="field-label">{t('chatSettings.personaPrompt')}</span>
        <textarea
          className="chat-edit"
          rows={3}
          value={draft.prompt}
          aria-invalid={problems.prompt ? true : undefined}
          aria-describedby={problems.prompt ? 'persona-prompt-error' : undefined}
          onChange={(event) => edit({ prompt: event.target.value })}
        />
      </label>
      {problems.prompt ? (
        <span id="persona-prompt-error" className="field-error">
          {t('chatSettings.personaPromptTooLong', { max: PERSONA_PROMPT_MAX })}
        </span>
      ) : null}
      <label className="field">
        <span className="field-label">{t('chatSettings.personaGender')}</span>
        <select
          className="field-select"
          value={draft.sex}
          onChange={(event) => edit({ sex: event.target.value as Persona['sex'] })}
        >
          <option value="female">{t('chatSettings.genderFemale')}</option>
          <option value="male">{t('chatSettings.genderMale')}</option>
          <option value="other">{t('chatSettings.genderOther')}</option>
        </select>
      </label>
      <div className="row">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {draft.personaOid ? t('chatSettings.personaUpdate') : t('chatSettings.personaCreate')}
        </button>
        {draft.personaOid ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onDraft(EMPTY_PERSONA)}
          >
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
