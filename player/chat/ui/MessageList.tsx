import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { RoomStore } from '../room/room-store'
import { MessageItem } from './MessageItem'
import { ReplyAnnouncer } from './ReplyAnnouncer'

export interface MessageListProps {
  store: RoomStore
  /** Set by the bookmarks panel: the message to bring into view. */
  jumpTo: string | null
  onJumped: () => void
  /** Shown after the last message, as one more row (the ending card). */
  footer?: ReactNode
}

/**
 * The conversation, virtualized: only the messages in view (plus a few) are in the
 * DOM, so a room with thousands of messages opens and scrolls as fast as a short one.
 * It follows the newest text while the reader is at the bottom and stays put when
 * they scrolled up to read.
 */
export function MessageList({ store, jumpTo, onJumped, footer }: MessageListProps) {
  const { t } = useTranslation('chat')
  const items = useStore(store, (state) => state.items)
  const hasMore = useStore(store, (state) => state.hasMore)
  const loadingOlder = useStore(store, (state) => state.loadingOlder)
  const scrollRef = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const firstId = useRef<string | null>(null)
  const previousHeight = useRef(0)

  // The footer is a row of its own, measured like a message, so following the bottom shows it.
  const rows = items.length + (footer ? 1 : 0)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    overscan: 6,
    getItemKey: (index) => items[index]?.id ?? (index === items.length ? 'footer' : index),
  })

  const onScroll = useCallback(() => {
    const element = scrollRef.current
    if (!element) return
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80
    if (element.scrollTop < 200 && hasMore && !loadingOlder) {
      previousHeight.current = element.scrollHeight
      void store.getState().loadOlder()
    }
  }, [store, hasMore, loadingOlder])

  const lastText = items.at(-1)?.text
  // Older messages came in front: keep the message the reader was looking at in place.
  useLayoutEffect(() => {
    const element = scrollRef.current
    const first = items[0]?.id ?? null
    if (element && firstId.current && first !== firstId.current && previousHeight.current) {
      element.scrollTop += element.scrollHeight - previousHeight.current
      previousHeight.current = 0
    }
    firstId.current = first
  }, [items])

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows new messages and new text
  useEffect(() => {
    if (atBottom.current && rows > 0) virtualizer.scrollToIndex(rows - 1, { align: 'end' })
  }, [rows, lastText, virtualizer])

  useEffect(() => {
    if (!jumpTo) return
    const index = items.findIndex((item) => item.id === jumpTo)
    if (index >= 0) {
      atBottom.current = false
      virtualizer.scrollToIndex(index, { align: 'center' })
      requestAnimationFrame(() => document.getElementById(`message-${jumpTo}`)?.focus())
    }
    onJumped()
  }, [jumpTo, items, virtualizer, onJumped])

  const virtualItems = virtualizer.getVirtualItems()
  return (
    <>
      <div ref={scrollRef} className="chat-scroll" onScroll={onScroll} data-testid="chat-scroll">
        {hasMore ? (
          <div className="chat-older">
            <button
              type="button"
              className="button button-link"
              onClick={() => void store.getState().loadOlder()}
              disabled={loadingOlder}
            >
              {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
            </button>
          </div>
        ) : null}
        <ol
          className="chat-messages"
          aria-label={t('chat.conversation')}
          data-testid="chat-messages"
          data-count={items.length}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualItems.map((row) => {
            const item = items[row.index]
            if (!item) {
              if (row.index !== items.length || !footer) return null
              return (
                <li
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className="chat-row chat-row-footer"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  {footer}
                </li>
              )
            }
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="chat-row"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <MessageItem
                  store={store}
                  item={item}
                  isLast={row.index === items.length - 1}
                  index={row.index}
                />
              </li>
            )
          })}
        </ol>
      </div>
      <ReplyAnnouncer store={store} />
    </>
  )
}
