import { useEffect, useRef } from 'react'
import type { PageViewEvent } from '../../platform/analytics/contract'
import { api } from '../../web/session'
import type { PlayerRouteName } from '../routes'

const CLIENT_ID_KEY = 'taleloom.analyticsClientId'
const PAGE_VIEW_EVENT: PageViewEvent = 'page_view'

/** This browser's analytics client id, made once and kept (none where storage is refused). */
function analyticsClientId(): string | undefined {
  try {
    let id = localStorage.getItem(CLIENT_ID_KEY)
    if (!id) {
      id = crypto.randomUUID()
      localStorage.setItem(CLIENT_ID_KEY, id)
    }
    return id
  } catch {
    return undefined
  }
}

/** What one page load records: the address, the page, and the content it shows if any. */
export function pageViewProperties(
  route: PlayerRouteName,
  pathname: string,
  params: Record<string, string>,
  loadId: string,
) {
  return {
    path: pathname,
    route,
    loadId,
    ...(params.contentOid ? { contentOid: params.contentOid } : {}),
  }
}

/**
 * One `page_view` event per navigation (a new address), sent by the shell; a refused or
 * failed send is dropped: analytics never shows an error nor delays a page.
 */
export function usePageViewEvent(
  route: PlayerRouteName,
  pathname: string,
  params: Record<string, string>,
) {
  const sent = useRef<string | null>(null)
  const contentOid = params.contentOid
  useEffect(() => {
    if (sent.current === pathname) return
    sent.current = pathname
    const gaClientId = analyticsClientId()
    const properties = pageViewProperties(
      route,
      pathname,
      contentOid ? { contentOid } : {},
      crypto.randomUUID(),
    )
    void api
      .post('/mixpanel/track', {
        event: PAGE_VIEW_EVENT,
        properties,
        ...(gaClientId ? { gaClientId } : {}),
      })
      .catch(() => undefined)
  }, [route, pathname, contentOid])
}
