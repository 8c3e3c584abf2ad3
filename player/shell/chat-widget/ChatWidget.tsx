import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from '../../../web/routing'
import { badgeText } from './unread'
import { useFullScreen, useUnread } from './use-unread'
import { WidgetPanel } from './WidgetPanel'
import './chat-widget.css'

/**
 * The floating chat launcher of a signed-in reader's pages (docs/APP-SHELL.md "The chat
 * widget"): a round button with the unread count that opens a compact panel of my chats,
 * where a chat is read and answered without leaving the page. The shell leaves it out on
 * the pages that hide it (`hidden-routes.ts`); a full-screen player hides it too.
 */
export default function ChatWidget({ myOid }: { myOid: string }) {
  const { t } = useTranslation('player')
  const { pathname } = useLocation()
  const { unread, refresh } = useUnread(pathname)
  const fullScreen = useFullScreen()
  const [open, setOpen] = useState(false)
  const launcher = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    refresh()
    launcher.current?.focus()
  }
  // A link followed inside the panel leads to another page: the panel closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page closes it
  useEffect(() => setOpen(false), [pathname])
  if (fullScreen) return null
  const label = unread > 0 ? t('chatWidget.openUnread', { count: unread }) : t('chatWidget.open')
  return (
    <div className="chat-widget" data-open={open} data-testid="chat-widget">
      {open ? <WidgetPanel myOid={myOid} onClose={close} onRead={refresh} /> : null}
      <button
        ref={launcher}
        type="button"
        className="chat-widget-launcher"
        aria-expanded={open}
        aria-label={open ? t('chatWidget.close') : label}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="chat-widget-launcher"
      >
        <BubbleIcon open={open} />
        {unread > 0 && !open ? (
          <span className="chat-widget-badge" aria-hidden="true" data-testid="chat-widget-unread">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
    </div>
  )
}

function BubbleIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
      ) : (
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h0A1.9 1.9 0 0 1 4 14.3z"
          fill="currentColor"
        />
      )}
    </svg>
  )
}
