import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'

/**
 * Keyset pages, newest first: `before` is the cursor of the page shown (none: the first);
 * Older follows the answer's `next`, Newer goes back through the cursors seen.
 */
export function useKeysetPages() {
  const [cursors, setCursors] = useState<string[]>([])
  return {
    before: cursors.at(-1),
    canGoNewer: cursors.length > 0,
    older: (next: string) => setCursors((list) => [...list, next]),
    newer: () => setCursors((list) => list.slice(0, -1)),
    reset: () => setCursors([]),
  }
}

export function Pager({
  pages,
  next,
}: {
  pages: ReturnType<typeof useKeysetPages>
  next: string | null | undefined
}) {
  const { t } = useTranslation('studio')
  return (
    <div className="admin-actions">
      <Button variant="secondary" disabled={!pages.canGoNewer} onClick={pages.newer}>
        {t('admin.newer')}
      </Button>
      <Button variant="secondary" disabled={!next} onClick={() => next && pages.older(next)}>
        {t('admin.older')}
      </Button>
    </div>
  )
}
