import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  CuratedContentLabel,
  CuratedPageDetail,
} from '../../../platform/content/curation/contract'
import { useAction, useData } from '../../../web/calls'
import { Alert, Button, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { CuratedSectionEditor } from './CuratedSectionEditor'
import { curationApi } from './curation-api'
import {
  draftOf,
  emptyPage,
  emptySection,
  inputOf,
  labelsByOid,
  moved,
  type PageDraft,
  type SectionDraft,
} from './curation-draft'

/** A curated page's editor: loads the stored page (none for a new one), then edits it. */
export function CuratedPageEditor({
  pageOid,
  onClose,
}: {
  pageOid: string | null
  onClose: () => void
}) {
  const stored = useData(pageOid ? ['curated-page', pageOid] : null, () =>
    curationApi.page(pageOid as string),
  )
  if (pageOid && !stored.data) return <LoadState state={stored} />
  return <PageForm stored={stored.data?.page ?? null} onClose={onClose} />
}

function PageForm({ stored, onClose }: { stored: CuratedPageDetail | null; onClose: () => void }) {
  const { t } = useTranslation('studio')
  const { outcome, busy, act } = useAction()
  const [page, setPage] = useState<CuratedPageDetail | null>(stored)
  const [draft, setDraft] = useState<PageDraft>(stored ? draftOf(stored) : emptyPage())
  const [labels, setLabels] = useState(labelsByOid(stored?.contents ?? []))
  const dirty = !page || JSON.stringify(inputOf(draft)) !== JSON.stringify(inputOf(draftOf(page)))

  function keep(saved: CuratedPageDetail) {
    setPage(saved)
    setDraft(draftOf(saved))
    setLabels(labelsByOid(saved.contents))
  }
  // Not a form: each section holds a search form of its own, and forms do not nest.
  async function save() {
    await act(async () => keep((await curationApi.save(inputOf(draft))).page), t('admin.cur_saved'))
  }
  function publish() {
    if (!page || !window.confirm(t('admin.cur_publishConfirm', { title: page.title }))) return
    void act(
      async () => keep((await curationApi.publish(page.pageOid)).page),
      t('admin.cur_publishedNow'),
    )
  }
  async function remove() {
    if (!page || !window.confirm(t('admin.cur_deleteConfirm', { title: page.title }))) return
    if (await act(() => curationApi.remove(page.pageOid), null)) onClose()
  }
  const setSection = (index: number, section: SectionDraft) =>
    setDraft((value) => ({
      ...value,
      sections: value.sections.map((one, at) => (at === index ? section : one)),
    }))
  const moveSection = (index: number, by: -1 | 1) =>
    setDraft((value) => ({ ...value, sections: moved(value.sections, index, by) }))
  const removeSection = (index: number) =>
    setDraft((value) => ({ ...value, sections: value.sections.filter((_, at) => at !== index) }))
  const learn = (label: CuratedContentLabel) =>
    setLabels((value) => new Map(value).set(label.contentOid, label))

  return (
    <div className="stack">
      <div className="admin-actions cur-back">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.cur_back')}
        </Button>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <PageFields draft={draft} setDraft={setDraft} page={page} />
      {draft.sections.map((section, index) => (
        <CuratedSectionEditor
          key={section.key}
          section={section}
          index={index}
          count={draft.sections.length}
          labels={labels}
          onChange={(next) => setSection(index, next)}
          onMove={(by) => moveSection(index, by)}
          onRemove={() => removeSection(index)}
          onLearn={learn}
        />
      ))}
      <div className="admin-actions">
        <Button
          variant="secondary"
          onClick={() =>
            setDraft((value) => ({ ...value, sections: [...value.sections, emptySection()] }))
          }
        >
          {t('admin.cur_addSection')}
        </Button>
        <Button disabled={busy} onClick={() => void save()}>
          {t('admin.cur_save')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || !page || dirty || !page.unpublishedChanges}
          onClick={publish}
        >
          {t('admin.cur_publish')}
        </Button>
        {page ? (
          <Button variant="secondary" disabled={busy} onClick={() => void remove()}>
            {t('admin.cur_delete')}
          </Button>
        ) : null}
      </div>
      {dirty && page ? <p className="muted">{t('admin.cur_saveFirst')}</p> : null}
    </div>
  )
}

function PageFields({
  draft,
  setDraft,
  page,
}: {
  draft: PageDraft
  setDraft: (change: (value: PageDraft) => PageDraft) => void
  page: CuratedPageDetail | null
}) {
  const { t } = useTranslation('studio')
  const set = (field: 'pageUrl' | 'country' | 'title') => (event: { target: { value: string } }) =>
    setDraft((value) => ({ ...value, [field]: event.target.value }))
  return (
    <section className="creator-card stack" aria-labelledby="cur-page-fields">
      <h2 id="cur-page-fields" className="creator-card-title">
        {page ? page.title : t('admin.cur_newPage')}
      </h2>
      {page ? (
        <p className="admin-audit-meta">
          {page.publishedAt === null
            ? t('admin.cur_unpublished')
            : page.unpublishedChanges
              ? t('admin.cur_changed')
              : t('admin.cur_live')}
        </p>
      ) : null}
      <div className="admin-inline-form admin-form-row">
        <TextField
          label={t('admin.cur_title')}
          required
          maxLength={100}
          value={draft.title}
          onChange={set('title')}
        />
        <TextField
          label={t('admin.cur_address')}
          hint={t('admin.cur_addressHint')}
          required
          maxLength={40}
          value={draft.pageUrl}
          onChange={set('pageUrl')}
        />
        <TextField
          label={t('admin.cur_country')}
          hint={t('admin.cur_countryHint')}
          required
          maxLength={3}
          value={draft.country}
          onChange={set('country')}
        />
      </div>
    </section>
  )
}
