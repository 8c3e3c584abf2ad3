import { useCallback, useEffect, useState } from 'react'
import { directChatApi } from '../../direct-chat/direct-chat-api'
import { totalUnread } from './unread'

/**
 * My unread messages, read from my chats (one call) when the widget appears, on each new
 * page, when the tab comes back into view, and when `refresh` is called. The live socket
 * opens only with the panel: a closed launcher costs no connection.
 */
export function useUnread(pathname: string) {
  const [unread, setUnread] = useState(0)
  const refresh = useCallback(() => {
    directChatApi.rooms().then(
      ({ rooms }) => setUnread(totalUnread(rooms)),
      // The badge keeps its last count; the chat pages say what went wrong.
      () => undefined,
    )
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page reads the count again
  useEffect(() => refresh(), [refresh, pathname])
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refresh])
  return { unread, refresh }
}

/** True while the page is full-screen (a video or the live player): the launcher steps aside. */
export function useFullScreen(): boolean {
  const [full, setFull] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  )
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  return full
}
