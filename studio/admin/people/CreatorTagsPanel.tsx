import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { creatorTagsApi } from './creator-tags-api'
import { readTag, tagSuggestions } from './creator-tags-form'
import './people.css'

/**
 * A creator's tags on the Creator role page: each held tag with Remove, and a field to add
 * one (the known tags suggested); every change after confirming. The accounts area writes
 * each change to the audit log.
 */
export function CreatorTagsPanel({ oid, name }: { oid: string; name: string }) {
  const { t } = useTranslation('studio')
  const { version, outcome, busy, act } = useAction()
  const tags = useData(['admin-creator-tags', oid, version], () => creatorTagsApi.of(oid))
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const listId = useId()
  const held = tags.data?.tags
  if (!held) return <LoadState state={tags} />

  function add() {
    const reading = readTag(typed, held ?? [])
    if (!reading.ok) {
      setProblem(t(`admin.creatorTags_${reading.problem}`))
      return
    }
    setProblem(null)
    const { tag } = reading
    if (!window.confirm(t('admin.creatorTagsAddConfirm', { name, tag }))) return
    void act(() => creatorTagsApi.add(oid, tag), t('admin.creatorTagsAdded', { name, tag })).then(
      (done) => done && setTyped(''),
    )
  }
  function remove(tag: string) {
    if (!window.confirm(t('admin.creatorTagsRemoveConfirm', { name, tag }))) return
    void act(() => creatorTagsApi.remove(oid, tag), t('admin.creatorTagsRemoved', { name, tag }))
  }

  return (
    <section className="people-tags stack" aria-labelledby={`${listId}-title`}>
      <h3 id={`${listId}-title`} className="people-tags-title">
        {t('admin.creatorTags')}
      </h3>
      <p className="muted people-tags-lead">{t('admin.creatorTagsLead')}</p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {held.length === 0 ? (
        <p className="muted">{t('admin.creatorTagsNone')}</p>
      ) : (
        <ul className="people-tag-list" aria-label={t('admin.creatorTagsHeld', { name })}>
          {held.map((tag) => (
            <li key={tag} className="people-tag">
              <span className="people-tag-name">{tag}</span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={t('admin.creatorTagsRemoveOne', { tag })}
                onClick={() => remove(tag)}
              >
                {t('admin.creatorTagsRemove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="admin-inline-form"
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <TextField
          label={t('admin.creatorTagsNew')}
          error={problem ?? undefined}
          value={typed}
          list={`${listId}-known`}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        <datalist id={`${listId}-known`}>
          {tagSuggestions(held).map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <Button type="submit" disabled={busy || typed.trim() === ''}>
          {t('admin.creatorTagsAdd')}
        </Button>
      </form>
      <p className="muted people-tags-lead">{t('admin.creatorTagsHint')}</p>
    </section>
  )
}
