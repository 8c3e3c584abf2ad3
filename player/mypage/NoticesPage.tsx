import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { NoticePage, SiteNoticeView } from '../../platform/notifications/notices/contract'
import { useData } from '../../web/calls'
import { api } from '../../web/session'
import { Button } from '../../web/ui'
import '../shell/notices/notices.css'

/**
 * `/mypage/notice`: the platform's live notices in the page's language, newest first, each
 * opening in place; 20 a page. Open to everyone, signed in or not.
 */
export function NoticesPage() {
  const { t, i18n } = useTranslation('player')
  const language = i18n.language
  const first = useData(['notices', language], () => api.get('/account/notices'))
  const [more, setMore] = useState<NoticePage[]>([])
  const pages = first.data ? [first.data, ...more] : []
  const notices = pages.flatMap((page) => page.notices)
  const cursor = pages.at(-1)?.cursor ?? null

  async function loadMore() {
    if (!cursor) return
    const next = await api.get('/account/notices', { cursor })
    setMore((loaded) => [...loaded, next])
  }

  return (
    <div className="page page-narrow stack notices-page">
      <h1>{t('notices.title')}</h1>
      {first.result.state === 'failed' ? (
        <div className="stack">
          <p>{t('notices.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={first.reload}>
              {t('notices.retry')}
            </Button>
          </div>
        </div>
      ) : null}
      {first.data && notices.length === 0 ? <p className="muted">{t('notices.empty')}</p> : null}
      <ul className="notice-list" data-testid="notice-list">
        {notices.map((notice) => (
          <NoticeItem key={notice.oid} notice={notice} language={language} />
        ))}
      </ul>
      {cursor ? (
        <div>
          <Button variant="secondary" onClick={() => void loadMore()}>
            {t('notices.more')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function NoticeItem({ notice, language }: { notice: SiteNoticeView; language: string }) {
  const { t } = useTranslation('player')
  const date = new Date(notice.startsAt).toLocaleDateString(language === 'jp' ? 'ja' : language, {
    dateStyle: 'medium',
  })
  return (
    <li>
      <details className="notice-item">
        <summary>
          <span className="notice-item-title">{notice.title}</span>
          <span className="muted notice-item-date">{t('notices.posted', { date })}</span>
        </summary>
        <p className="notice-item-body">{notice.body}</p>
      </details>
    </li>
  )
}
