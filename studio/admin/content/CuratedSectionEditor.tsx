import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CuratedContentLabel } from '../../../platform/content/curation/contract'
import { useData } from '../../../web/calls'
import { Button, TextField } from '../../../web/ui'
import { LoadState } from '../../creator/shell/LoadState'
import { SearchForm } from '../SearchForm'
import { curationApi } from './curation-api'
import { CURATION_EDIT_LANGUAGES, moved, type SectionDraft, withContent } from './curation-draft'

/** One section: its title in each language, its contents in order, and a search to add more. */
export function CuratedSectionEditor(props: {
  section: SectionDraft
  index: number
  count: number
  labels: Map<string, CuratedContentLabel>
  onChange: (section: SectionDraft) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
  onLearn: (label: CuratedContentLabel) => void
}) {
  const { t } = useTranslation('studio')
  const { section, index, count, labels, onChange } = props
  const number = index + 1
  const setOids = (contentOids: string[]) => onChange({ ...section, contentOids })
  return (
    <section
      className="creator-card stack cur-section"
      aria-label={t('admin.cur_section', { number })}
    >
      <div className="cur-head">
        <h3 className="creator-card-title">{t('admin.cur_section', { number })}</h3>
        <div className="admin-actions">
          <Button variant="secondary" disabled={index === 0} onClick={() => props.onMove(-1)}>
            {t('admin.cur_up')}
          </Button>
          <Button
            variant="secondary"
            disabled={index === count - 1}
            onClick={() => props.onMove(1)}
          >
            {t('admin.cur_down')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              window.confirm(t('admin.cur_removeSectionConfirm', { number })) && props.onRemove()
            }
          >
            {t('admin.cur_removeSection')}
          </Button>
        </div>
      </div>
      <div className="cur-titles">
        {CURATION_EDIT_LANGUAGES.map((language) => (
          <TextField
            key={language}
            label={t(`admin.cur_titleIn_${language}`)}
            required
            maxLength={80}
            value={section.titles[language]}
            onChange={(event) =>
              onChange({
                ...section,
                titles: { ...section.titles, [language]: event.target.value },
              })
            }
          />
        ))}
      </div>
      {section.contentOids.length === 0 ? (
        <p className="muted">{t('admin.cur_noContents')}</p>
      ) : null}
      <ol className="cur-contents" aria-label={t('admin.cur_contentsOf', { number })}>
        {section.contentOids.map((oid, at) => (
          <li key={oid} className="cur-content">
            <span className="admin-user-name">
              <strong>{labels.get(oid)?.title ?? oid}</strong>
              {labels.get(oid)?.visible === false ? (
                <span className="admin-bad">{t('admin.cur_notVisible')}</span>
              ) : null}
            </span>
            <span className="admin-actions">
              <Button
                variant="secondary"
                disabled={at === 0}
                onClick={() => setOids(moved(section.contentOids, at, -1))}
              >
                <span aria-hidden="true">↑</span>
                <span className="visually-hidden">{t('admin.cur_up')}</span>
              </Button>
              <Button
                variant="secondary"
                disabled={at === section.contentOids.length - 1}
                onClick={() => setOids(moved(section.contentOids, at, 1))}
              >
                <span aria-hidden="true">↓</span>
                <span className="visually-hidden">{t('admin.cur_down')}</span>
              </Button>
              <Button
                variant="secondary"
                onClick={() => setOids(section.contentOids.filter((one) => one !== oid))}
              >
                {t('admin.cur_removeContent')}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <ContentPicker
        picked={section.contentOids}
        onPick={(label) => {
          props.onLearn(label)
          onChange(withContent(section, label.contentOid))
        }}
      />
    </section>
  )
}

/** Finds published contents by words (the player's search, adult ones included) to add. */
function ContentPicker({
  picked,
  onPick,
}: {
  picked: string[]
  onPick: (label: CuratedContentLabel) => void
}) {
  const { t } = useTranslation('studio')
  const [keywords, setKeywords] = useState('')
  const found = useData(keywords ? ['cur-find', keywords] : null, () =>
    curationApi.findContents(keywords),
  )
  const hits = found.data?.contents ?? []
  return (
    <div className="stack cur-picker">
      <SearchForm label={t('admin.cur_find')} maxLength={100} onSearch={setKeywords} />
      {keywords ? <LoadState state={found} /> : null}
      {found.data && hits.length === 0 ? <p className="muted">{t('admin.cur_found0')}</p> : null}
      {hits.length > 0 ? (
        <ul className="admin-users" aria-label={t('admin.cur_found')}>
          {hits.map((hit) => (
            <li key={hit.contentOid} className="admin-user">
              <span className="admin-user-name">
                <strong>{hit.title}</strong>
                <span className="muted">{hit.category}</span>
              </span>
              <Button
                variant="secondary"
                disabled={picked.includes(hit.contentOid)}
                onClick={() =>
                  onPick({
                    contentOid: hit.contentOid,
                    title: hit.title,
                    thumbnail: hit.thumbnail,
                    visible: true,
                  })
                }
              >
                {t('admin.cur_add')}
                <span className="visually-hidden">: {hit.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
