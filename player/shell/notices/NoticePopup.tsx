import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteNoticeView } from '../../../platform/notifications/notices/contract'
import { useData } from '../../../web/calls'
import { api } from '../../../web/session'
import { Button, Checkbox } from '../../../web/ui'
import { Dialog } from '../../../web/ui/overlays'
import { hideForADay, parseHidden, popupsToShow } from './popup-rule'
import './notices.css'

const HIDDEN_KEY = 'taleloom.notices.hidden'
const CLOSED_KEY = 'taleloom.notices.closed'

function closedThisVisit(): Set<string> {
  return new Set(sessionStorage.getItem(CLOSED_KEY)?.split(',').filter(Boolean) ?? [])
}

/**
 * The app shell's notice popup: the newest live popup notice of the reader's language, one at
 * a time. Closing shows the next; "Don't show for 24 hours" keeps it away for a day on this
 * device; a closed one stays closed for this visit (this tab).
 */
export default function NoticePopup() {
  const { t, i18n } = useTranslation('player')
  const [queue, setQueue] = useState<SiteNoticeView[]>([])
  const [hideToday, setHideToday] = useState(false)

  // Asked again in the reader's language when it changes.
  const popups = useData(['notice-popups', i18n.language], () => api.get('/account/notices/popup'))
  useEffect(() => {
    if (!popups.data) return
    const hidden = parseHidden(localStorage.getItem(HIDDEN_KEY))
    setQueue(popupsToShow(popups.data.notices, hidden, closedThisVisit(), Date.now()))
  }, [popups.data])

  const notice = queue[0]
  if (!notice) return null

  function close() {
    if (!notice) return
    const closed = closedThisVisit().add(notice.oid)
    sessionStorage.setItem(CLOSED_KEY, [...closed].join(','))
    if (hideToday) {
      const hidden = parseHidden(localStorage.getItem(HIDDEN_KEY))
      localStorage.setItem(HIDDEN_KEY, JSON.stringify(hideForADay(hidden, notice.oid, Date.now())))
    }
    setHideToday(false)
    setQueue((rest) => rest.slice(1))
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={notice.title}
      closeLabel={t('notices.close')}
    >
      <div className="notice-popup-body" data-testid="notice-popup">
        {notice.body}
      </div>
      <div className="notice-popup-footer">
        <Checkbox
          label={t('notices.hideToday')}
          checked={hideToday}
          onChange={(event) => setHideToday(event.target.checked)}
        />
        <Button onClick={close}>{queue.length > 1 ? t('notices.next') : t('notices.close')}</Button>
      </div>
    </Dialog>
  )
}
