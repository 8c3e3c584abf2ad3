import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CompiledStoryRow } from '../../platform/stories/contract'
import { useAction, useData } from '../../web/calls'
import { Alert, Button, Checkbox } from '../../web/ui'
import { LoadState } from '../creator/shell/LoadState'
import { adminApi } from './admin-api'
import { Pager, useKeysetPages } from './Pager'
import { SearchForm } from './SearchForm'

/**
 * Stories' compiled versions: the version players get, the latest one's hash and the engine
 * that compiled it (an older engine's is marked to compile again), each story's versions on
 * request, and a compile check of its current canvas that changes nothing.
 */
export function CompileManagerPage() {
  const { t } = useTranslation('studio')
  const [q, setQ] = useState('')
  const [staleOnly, setStaleOnly] = useState(false)
  const pages = useKeysetPages()
  const before = pages.before
  const page = useData(['compiled-stories', q, staleOnly, before ?? ''], () =>
    adminApi.compiledStories({
      ...(q ? { q } : {}),
      ...(before ? { before } : {}),
      ...(staleOnly ? { stale: 'true' as const } : {}),
    }),
  )

  const stories = page.data?.stories ?? []
  return (
    <section className="creator-card stack">
      <SearchForm
        label={t('admin.compileSearch')}
        maxLength={100}
        onSearch={(words) => {
          setQ(words)
          pages.reset()
        }}
      />
      <Checkbox
        label={t('admin.compileStaleOnly', { engine: page.data?.engineVersion ?? '' })}
        checked={staleOnly}
        onChange={(event) => {
          setStaleOnly(event.target.checked)
          pages.reset()
        }}
      />
      <LoadState state={page} />
      {page.data && stories.length === 0 ? <p className="muted">{t('admin.compileNone')}</p> : null}
      <ul className="admin-prompt-versions" aria-label={t('admin.compileStories')}>
        {stories.map((story) => (
          <StoryRow key={story.contentOid} story={story} />
        ))}
      </ul>
      <Pager pages={pages} next={page.data?.next} />
    </section>
  )
}

function StoryRow({ story }: { story: CompiledStoryRow }) {
  const { t, i18n } = useTranslation('studio')
  const [open, setOpen] = useState(false)
  const { outcome, busy, act } = useAction()
  const versions = useData(open ? ['story-versions', story.contentOid] : null, () =>
    adminApi.storyVersions(story.contentOid),
  )
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <li className="admin-prompt-version">
      <div className="admin-audit-head">
        <strong>{story.title || t('admin.compileUntitled')}</strong>
        {story.stale ? <span className="admin-pending">{t('admin.compileStale')}</span> : null}
        <span className="muted">
          {story.publishedVersion === null
            ? t('admin.compileUnpublished')
            : t('admin.compilePublished', { version: story.publishedVersion })}
        </span>
      </div>
      <p className="admin-audit-meta">
        {story.latest
          ? t('admin.compileLatest', {
              version: story.latest.version,
              hash: story.latest.hash.slice(0, 12),
              engine: story.latest.engineVersion,
              date: when(story.latest.createdAt),
            })
          : t('admin.compileNever')}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <div className="admin-actions">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('admin.compileVersions')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void act(
              () => adminApi.checkCompile(story.contentOid),
              (check) =>
                check.ok
                  ? t('admin.compileOk', {
                      hash: (check.hash ?? '').slice(0, 12),
                      warnings: check.warnings.length,
                    })
                  : t('admin.compileErrors', { count: check.errors.length }),
            )
          }
        >
          {t('admin.compileCheck')}
        </Button>
      </div>
      {open ? (
        <div className="stack">
          <LoadState state={versions} />
          <ul className="admin-users" aria-label={t('admin.compileVersions')}>
            {(versions.data?.versions ?? []).map((version) => (
              <li key={version.version} className="admin-user">
                <span className="admin-user-name">
                  <strong>
                    {t('admin.promptVersion', { version: version.version })}
                    {version.current ? ` · ${t('admin.compilePlayers')}` : ''}
                  </strong>
                  <span className="muted">{when(version.createdAt)}</span>
                </span>
                <code>
                  {version.hash.slice(0, 12)} · {version.engineVersion}
                </code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  )
}
