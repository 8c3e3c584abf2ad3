import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteNoticeView } from '../../../platform/notifications/notices/contract'
import { useAction } from '../../../web/calls'
import { Alert, Button, Checkbox, SelectField, TextField } from '../../../web/ui'
import { draftOf, emptyDraft, type NoticeDraft, noticeState, requestOf } from './notice-form'
import { peopleApi } from './people-api'
import { SearchedList } from './SearchedList'
import './people.css'

const TITLE_MAX = 120
const BODY_MAX = 4000
const LANGUAGES = ['', 'en', 'ko', 'jp', 'es'] as const

/**
 * Site notices: written here, listed on the readers' My Page → Notice, and shown as a popup
 * when marked so (readers may hide one for 24 hours). Scheduled by a start and an optional
 * end; an edit or a delete is audited with what the notice said before.
 */
export function NoticesPage() {
  const { t } = useTranslation('studio')
  const { outcome, busy, act, version } = useAction()
  const [draft, setDraft] = useState<NoticeDraft>(() => emptyDraft(new Date()))
  const set = <Key extends keyof NoticeDraft>(key: Key, value: NoticeDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const ready = draft.title.trim() !== '' && draft.body.trim() !== '' && draft.startsAt !== ''

  async function save() {
    const done = await act(
      () => peopleApi.saveNotice(requestOf(draft)),
      draft.oid ? t('admin.noticeEdited') : t('admin.noticeCreated'),
    )
    if (done) setDraft(emptyDraft(new Date()))
  }

  async function remove(notice: SiteNoticeView) {
    if (!window.confirm(t('admin.noticeDeleteConfirm', { title: notice.title }))) return
    await act(() => peopleApi.deleteNotice(notice.oid), t('admin.noticeDeleted'))
    if (draft.oid === notice.oid) setDraft(emptyDraft(new Date()))
  }

  return (
    <div className="stack">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <section className="creator-card stack" aria-labelledby="notice-compose">
        <h2 id="notice-compose" className="creator-card-title">
          {draft.oid ? t('admin.noticeEditTitle') : t('admin.noticeNewTitle')}
        </h2>
        <TextField
          label={t('admin.noticeTitle')}
          maxLength={TITLE_MAX}
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <div className="field">
          <label className="field-label" htmlFor="admin-notice-body">
            {t('admin.noticeBody')}
          </label>
          <textarea
            id="admin-notice-body"
            className="field-input people-mail-input"
            rows={5}
            maxLength={BODY_MAX}
            value={draft.body}
            onChange={(event) => set('body', event.target.value)}
          />
          <span className="field-hint">
            {t('admin.pushCount', { count: draft.body.length, max: BODY_MAX })}
          </span>
        </div>
        <SelectField
          label={t('admin.noticeLanguage')}
          value={draft.language}
          onChange={(event) => set('language', event.target.value as NoticeDraft['language'])}
          options={LANGUAGES.map((value) => ({
            value,
            label: value ? t(`languageNames.${value}`) : t('admin.noticeEveryLanguage'),
          }))}
        />
        <div className="notice-schedule">
          <TextField
            label={t('admin.noticeStarts')}
            type="datetime-local"
            value={draft.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
          <TextField
            label={t('admin.noticeEnds')}
            hint={t('admin.noticeEndsHint')}
            type="datetime-local"
            value={draft.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
          />
        </div>
        <Checkbox
          label={t('admin.noticePopup')}
          checked={draft.popup}
          onChange={(event) => set('popup', event.target.checked)}
        />
        <div className="admin-actions">
          <Button disabled={busy || !ready} onClick={() => void save()}>
            {draft.oid ? t('admin.noticeSaveEdit') : t('admin.noticePublish')}
          </Button>
          {draft.oid ? (
            <Button variant="secondary" onClick={() => setDraft(emptyDraft(new Date()))}>
              {t('admin.noticeCancelEdit')}
            </Button>
          ) : null}
        </div>
      </section>
      <NoticeList
        key={version}
        onEdit={(notice) => setDraft(draftOf(notice))}
        onDelete={(notice) => void remove(notice)}
      />
    </div>
  )
}

function NoticeList({
  onEdit,
  onDelete,
}: {
  onEdit: (notice: SiteNoticeView) => void
  onDelete: (notice: SiteNoticeView) => void
}) {
  const { t } = useTranslation('studio')
  return (
    <SearchedList
      name="admin-notices"
      title={t('admin.noticeList')}
      searchLabel={t('admin.noticeSearch')}
      empty={t('admin.noticeNone')}
      load={async (query) => {
        const page = await peopleApi.notices(query)
        return { rows: page.notices, next: page.cursor }
      }}
      rows={(notices) =>
        notices.map((notice) => (
          <NoticeRow key={notice.oid} notice={notice} onEdit={onEdit} onDelete={onDelete} />
        ))
      }
    />
  )
}

function NoticeRow({
  notice,
  onEdit,
  onDelete,
}: {
  notice: SiteNoticeView
  onEdit: (notice: SiteNoticeView) => void
  onDelete: (notice: SiteNoticeView) => void
}) {
  const { t, i18n } = useTranslation('studio')
  const format = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'jp' ? 'ja' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
  const language = notice.language
    ? t(`languageNames.${notice.language}`)
    : t('admin.noticeEveryLanguage')
  return (
    <li className="admin-user" data-testid="admin-notice">
      <span className="admin-user-name">{notice.title}</span>
      <span className="muted people-facts">
        {t(`admin.noticeState_${noticeState(notice, new Date())}`)} · {format(notice.startsAt)}
        {notice.endsAt ? ` – ${format(notice.endsAt)}` : ''} · {language}
        {notice.popup ? ` · ${t('admin.noticePopupShort')}` : ''}
      </span>
      <span className="admin-actions">
        <Button variant="secondary" onClick={() => onEdit(notice)}>
          {t('admin.noticeEdit')}
        </Button>
        <Button variant="secondary" onClick={() => onDelete(notice)}>
          {t('admin.noticeDelete')}
        </Button>
      </span>
    </li>
  )
}
