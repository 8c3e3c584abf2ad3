import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ComposedPromptView, ComposerRequest } from '../../../platform/chat/admin/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../web/ui'
import { ComposerResult } from './ComposerResult'
import { storyChatAdminApi } from './story-chat-api'
import './story-chat.css'

interface Parts {
  roomOid: string
  userMessage: string
  system: string | null
  persona: { name: string; prompt: string } | null
  entries: string[]
  history: string
  model: string
}

/** The room a page link names (`?room=`), e.g. from the chat management list. */
function linkedRoom() {
  return new URLSearchParams(window.location.search).get('room') ?? ''
}

/**
 * A real room's next prompt as the engine assembles it, with parts of the admin's choosing
 * in place of the room's: a system prompt, a persona, lorebook entries forced on, fewer
 * messages of history, another model. Reading it changes nothing; the composed system
 * prompt can be saved as a test prompt for the test chat.
 */
export function CustomPromptComposerPage() {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [parts, setParts] = useState<Parts>({
    roomOid: linkedRoom(),
    userMessage: '',
    system: null,
    persona: null,
    entries: [],
    history: '',
    model: '',
  })
  const [view, setView] = useState<ComposedPromptView | null>(null)
  const [testName, setTestName] = useState('')
  const models = useData('composer-models', () => storyChatAdminApi.models())
  const change = (next: Partial<Parts>) => setParts((previous) => ({ ...previous, ...next }))

  function request(): ComposerRequest {
    return {
      roomOid: parts.roomOid.trim(),
      userMessage: parts.userMessage,
      ...(parts.system !== null ? { systemPrompt: parts.system } : {}),
      ...(parts.persona ? { persona: parts.persona } : {}),
      ...(parts.entries.length ? { lorebookEntryIds: parts.entries } : {}),
      ...(parts.history !== '' ? { historyMessages: Number(parts.history) } : {}),
      ...(parts.model ? { model: parts.model } : {}),
    }
  }

  async function compose(event: FormEvent) {
    event.preventDefault()
    await act(async () => setView(await storyChatAdminApi.composePrompt(request())), null)
  }

  function saveTest() {
    if (parts.system === null || !view) return
    const text = parts.system
    void act(
      () =>
        storyChatAdminApi.saveTestPrompt({
          name: testName.trim(),
          promptType: view.room.promptType,
          text,
        }),
      (saved) => t('admin.composeSaved', { name: saved.prompt.name }),
    )
  }

  return (
    <div className="stack story-chat-tools">
      <form className="creator-card stack" onSubmit={(event) => void compose(event)}>
        <div className="admin-inline-form admin-form-row">
          <TextField
            label={t('admin.composeRoom')}
            hint={t('admin.composeRoomHint')}
            value={parts.roomOid}
            maxLength={24}
            required
            onChange={(event) => change({ roomOid: event.target.value, entries: [] })}
          />
          <SelectField
            label={t('admin.playModel')}
            value={parts.model}
            placeholder={t('admin.composeRoomModel')}
            onChange={(event) => change({ model: event.target.value })}
            options={(models.data?.models ?? []).map((model) => ({
              value: model.id,
              label: `${model.label} (${model.id})`,
            }))}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="composer-message">
            {t('admin.composeMessage')}
          </label>
          <textarea
            id="composer-message"
            className="field-input"
            rows={2}
            maxLength={4000}
            required
            value={parts.userMessage}
            onChange={(event) => change({ userMessage: event.target.value })}
          />
        </div>
        <SystemPart parts={parts} change={change} />
        <PersonaPart parts={parts} change={change} />
        <TextField
          label={t('admin.composeHistoryCount')}
          hint={t('admin.composeHistoryHint')}
          type="number"
          min={0}
          max={2000}
          value={parts.history}
          onChange={(event) => change({ history: event.target.value })}
        />
        {view && view.room.roomOid === parts.roomOid.trim() && view.entries.length > 0 ? (
          <fieldset className="admin-langs composer-entries">
            <legend>{t('admin.composeForce')}</legend>
            {view.entries.map((entry) => (
              <Checkbox
                key={entry.id}
                label={
                  entry.constant ? t('admin.composeConstant', { name: entry.name }) : entry.name
                }
                checked={parts.entries.includes(entry.id)}
                onChange={(event) =>
                  change({
                    entries: event.target.checked
                      ? [...parts.entries, entry.id]
                      : parts.entries.filter((id) => id !== entry.id),
                  })
                }
              />
            ))}
          </fieldset>
        ) : null}
        <div className="admin-actions">
          <Button
            type="submit"
            disabled={busy || !parts.roomOid.trim() || !parts.userMessage.trim()}
          >
            {t('admin.composePreview')}
          </Button>
        </div>
      </form>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {view && parts.system !== null ? (
        <section className="creator-card stack" aria-labelledby="composer-save">
          <h2 id="composer-save" className="creator-card-title">
            {t('admin.composeSaveTitle')}
          </h2>
          <div className="admin-inline-form">
            <TextField
              label={t('admin.composeTestName')}
              value={testName}
              maxLength={100}
              onChange={(event) => setTestName(event.target.value)}
            />
            <Button
              variant="secondary"
              disabled={busy || !testName.trim() || !parts.system.trim()}
              onClick={saveTest}
            >
              {t('admin.composeSave')}
            </Button>
          </div>
        </section>
      ) : null}
      {view ? <ComposerResult view={view} /> : null}
    </div>
  )
}

function SystemPart({ parts, change }: { parts: Parts; change: (next: Partial<Parts>) => void }) {
  const { t } = useTranslation('studio')
  const sources = useData(parts.system === null ? null : 'composer-sources', async () => {
    const [tests, system] = await Promise.all([
      storyChatAdminApi.testPrompts(),
      storyChatAdminApi.systemPrompts(),
    ])
    return [
      ...system.prompts.map((prompt) => ({
        value: `system:${prompt.oid}`,
        label: t('admin.composeVersion', {
          type: prompt.promptType,
          language: prompt.language,
          version: prompt.version,
        }),
        text: prompt.text,
      })),
      ...tests.prompts.map((prompt) => ({
        value: `test:${prompt.oid}`,
        label: t('admin.playTestPrompt', { name: prompt.name }),
        text: prompt.text,
      })),
    ]
  })
  return (
    <div className="stack">
      <Checkbox
        label={t('admin.composeOwnSystem')}
        checked={parts.system !== null}
        onChange={(event) => change({ system: event.target.checked ? '' : null })}
      />
      {parts.system !== null ? (
        <>
          <SelectField
            label={t('admin.playStartFrom')}
            value=""
            placeholder={t('admin.playStartPick')}
            onChange={(event) => {
              const source = sources.data?.find((item) => item.value === event.target.value)
              if (source) change({ system: source.text })
            }}
            options={(sources.data ?? []).map(({ value, label }) => ({ value, label }))}
          />
          <div className="field">
            <label className="field-label" htmlFor="composer-system">
              {t('admin.playSystem')}
            </label>
            <textarea
              id="composer-system"
              className="field-input admin-prompt-text"
              rows={6}
              maxLength={20_000}
              value={parts.system}
              onChange={(event) => change({ system: event.target.value })}
            />
          </div>
        </>
      ) : null}
    </div>
  )
}

function PersonaPart({ parts, change }: { parts: Parts; change: (next: Partial<Parts>) => void }) {
  const { t } = useTranslation('studio')
  const persona = parts.persona
  return (
    <div className="stack">
      <Checkbox
        label={t('admin.composeOwnPersona')}
        checked={persona !== null}
        onChange={(event) =>
          change({ persona: event.target.checked ? { name: '', prompt: '' } : null })
        }
      />
      {persona ? (
        <div className="admin-inline-form admin-form-row">
          <TextField
            label={t('admin.composePersonaName')}
            value={persona.name}
            maxLength={40}
            onChange={(event) => change({ persona: { ...persona, name: event.target.value } })}
          />
          <TextField
            label={t('admin.composePersonaPrompt')}
            value={persona.prompt}
            maxLength={5000}
            onChange={(event) => change({ persona: { ...persona, prompt: event.target.value } })}
          />
        </div>
      ) : null}
    </div>
  )
}
