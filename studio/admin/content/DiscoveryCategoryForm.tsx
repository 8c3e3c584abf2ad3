import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  CurationLanguage,
  SearchComponentKind,
  SearchComponentSummary,
  SearchInputLabel,
} from '../../../platform/content/curation/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../web/ui'
import { UserFinder } from '../UserFinder'
import { discoveryApi } from './discovery-api'

const LANGUAGES: CurationLanguage[] = ['en', 'ko', 'jp', 'es']
const KINDS: SearchComponentKind[] = ['tags', 'creators', 'contentTypes']
export const CONTENT_TYPES = ['story', 'clip', 'playlist', 'preview', 'scenario'] as const

interface CategoryDraft {
  kind: SearchComponentKind
  titles: Record<CurationLanguage, string>
  inputs: SearchInputLabel[]
  hidden: boolean
}

const draftOf = (stored: SearchComponentSummary | null): CategoryDraft =>
  stored
    ? { ...stored.draft, inputs: stored.labels }
    : { kind: 'tags', titles: { en: '', ko: '', jp: '', es: '' }, inputs: [], hidden: false }

/** A search category's fields: its kind, its title in four languages, its inputs, hidden or shown. */
export function DiscoveryCategoryForm({
  stored,
  onSaved,
}: {
  stored: SearchComponentSummary | null
  onSaved: (saved: SearchComponentSummary) => void
}) {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [draft, setDraft] = useState<CategoryDraft>(() => draftOf(stored))
  const set = (change: Partial<CategoryDraft>) => setDraft((value) => ({ ...value, ...change }))

  // Not a form: the creator finder holds a search form of its own, and forms do not nest.
  async function save() {
    await act(async () => {
      const { component } = await discoveryApi.saveComponent({
        ...(stored ? { componentOid: stored.componentOid } : {}),
        kind: draft.kind,
        titles: draft.titles,
        inputs: draft.inputs.map((input) => input.value),
        hidden: draft.hidden,
      })
      if (!stored) setDraft(draftOf(null))
      onSaved(component)
    }, t('admin.disc_saved'))
  }

  return (
    <div className="stack">
      <SelectField
        label={t('admin.disc_kind')}
        value={draft.kind}
        options={KINDS.map((kind) => ({ value: kind, label: t(`admin.disc_kind_${kind}`) }))}
        onChange={(event) => set({ kind: event.target.value as SearchComponentKind, inputs: [] })}
      />
      <div className="cur-titles">
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t('admin.disc_titleIn', { language: t(`admin.language_${language}`) })}
            value={draft.titles[language]}
            maxLength={40}
            onChange={(event) =>
              set({ titles: { ...draft.titles, [language]: event.target.value } })
            }
          />
        ))}
      </div>
      <InputsEditor
        kind={draft.kind}
        inputs={draft.inputs}
        onChange={(inputs) => set({ inputs })}
      />
      <Checkbox
        label={t('admin.disc_hidden')}
        checked={draft.hidden}
        onChange={(event) => set({ hidden: event.target.checked })}
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="admin-actions">
        <Button busy={busy} onClick={() => void save()}>
          {t('admin.disc_save')}
        </Button>
      </div>
    </div>
  )
}

function InputsEditor({
  kind,
  inputs,
  onChange,
}: {
  kind: SearchComponentKind
  inputs: SearchInputLabel[]
  onChange: (inputs: SearchInputLabel[]) => void
}) {
  const { t } = useTranslation('studio')
  if (kind === 'contentTypes')
    return (
      <fieldset className="disc-inputs">
        <legend>{t('admin.disc_inputs')}</legend>
        {CONTENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`admin.disc_type_${type}`)}
            checked={inputs.some((input) => input.value === type)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...inputs, { value: type, label: type }]
                  : inputs.filter((input) => input.value !== type),
              )
            }
          />
        ))}
      </fieldset>
    )
  if (kind === 'tags')
    return (
      <TextField
        label={t('admin.disc_tags')}
        hint={t('admin.disc_tagsHint')}
        defaultValue={inputs.map((input) => input.value).join(', ')}
        onChange={(event) =>
          onChange(
            event.target.value
              .split(/[,\s]+/)
              .map((tag) => tag.replace(/^#+/, '').trim())
              .filter(Boolean)
              .map((tag) => ({ value: tag, label: tag })),
          )
        }
      />
    )
  return <CreatorInputs inputs={inputs} onChange={onChange} />
}

function CreatorInputs({
  inputs,
  onChange,
}: {
  inputs: SearchInputLabel[]
  onChange: (inputs: SearchInputLabel[]) => void
}) {
  const { t } = useTranslation('studio')
  return (
    <fieldset className="disc-inputs stack">
      <legend>{t('admin.disc_creators')}</legend>
      {inputs.length === 0 ? <p className="muted">{t('admin.disc_noCreators')}</p> : null}
      <ul className="disc-chips">
        {inputs.map((input) => (
          <li key={input.value} className="disc-chip">
            {input.label}
            <Button
              variant="secondary"
              onClick={() => onChange(inputs.filter((other) => other.value !== input.value))}
            >
              {t('admin.disc_removeInput')}
              <span className="visually-hidden">: {input.label}</span>
            </Button>
          </li>
        ))}
      </ul>
      <UserFinder
        chosen={null}
        onChoose={(user) =>
          inputs.some((input) => input.value === user.oid)
            ? undefined
            : onChange([...inputs, { value: user.oid, label: user.nickname }])
        }
      />
    </fieldset>
  )
}
