import { useTranslation } from 'react-i18next'
import { Button } from '../../../web/ui'

/** The spec's page/pageViewSize paging: numbered pages over the answer's total. */
export function ChatManagementPager({
  page,
  pageViewSize,
  total,
  onPage,
}: {
  page: number
  pageViewSize: number
  total: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation('studio')
  const pages = Math.max(1, Math.ceil(total / pageViewSize))
  return (
    <div className="admin-actions chat-pager">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.cmPrevious')}
      </Button>
      <span className="muted">{t('admin.cmPageOf', { page, pages, total })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.cmNext')}
      </Button>
    </div>
  )
}

/** A date and time in the reader's language. */
export function useWhen() {
  const { i18n } = useTranslation('studio')
  return (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : '—'
}
