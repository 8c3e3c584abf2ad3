import { type RefObject, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../web/ui'
import { ImageMessageBody } from './ImageMessage'
import { compareIds, type ThreadLine } from './thread'

export interface MessageThreadProps {
  lines: ThreadLine[]
  myOid: string
  nameOf: (oid: string | null) => string
  hasOlder: boolean
  olderLoading: boolean
  loadOlder: () => void
  retry: (line: ThreadLine) => void
  /** The partner's read check-point in a 1:1 room, for "seen" under my last message. */
  partnerRead: string | null
}

/** The near-top distance that loads the older page while scrolling up. */
const OLDER_AT_PX = 80

/** The thread: older pages above (kept in place as they arrive), the newest at the bottom. */
export function MessageThread(props: MessageThreadProps) {
  const { t } = useTranslation('dm')
  const { lines, hasOlder, olderLoading, loadOlder } = props
  const box = useRef<HTMLOListElement>(null)
  useStickyScroll(box, lines, props.myOid)
  const onScroll = () => {
    if (box.current && box.current.scrollTop < OLDER_AT_PX && hasOlder && !olderLoading) loadOlder()
  }
  return (
    <ol
      className="dm-thread"
      ref={box}
      onScroll={onScroll}
      aria-live="polite"
      data-testid="dm-thread"
    >
      <li className="dm-thread-top">
        {hasOlder ? (
          <Button variant="link" disabled={olderLoading} onClick={loadOlder}>
            {olderLoading ? t('dmRoom.loadingOlder') : t('dmRoom.loadOlder')}
          </Button>
        ) : (
          <span className="muted">{lines.length ? t('dmRoom.start') : t('dmRoom.empty')}</span>
        )}
      </li>
      {lines.map((line) => (
        <MessageLine key={line.clientMessageId ?? line.messageId} line={line} {...props} />
      ))}
    </ol>
  )
}

function MessageLine({
  line,
  myOid,
  nameOf,
  retry,
  partnerRead,
  lines,
}: MessageThreadProps & { line: ThreadLine }) {
  const { t } = useTranslation('dm')
  const mine = line.senderOid === myOid
  const last = lines[lines.length - 1] === line
  const seen = mine && last && partnerRead && compareIds(partnerRead, line.messageId) >= 0
  if (line.kind === 'donation')
    return (
      <li className="dm-line dm-donation" data-testid="dm-donation">
        <strong>
          {t('dmRoom.donationLine', {
            from: mine ? t('dmRoom.you') : nameOf(line.senderOid),
            coins: line.coins,
            to: nameOf(line.targetOid),
          })}
        </strong>
        {line.text ? <span className="dm-donation-text">{line.text}</span> : null}
      </li>
    )
  return (
    <li
      className={`dm-line ${mine ? 'dm-mine' : 'dm-theirs'}`}
      data-testid="dm-message"
      data-status={line.status}
    >
      {mine ? null : <span className="dm-sender">{nameOf(line.senderOid)}</span>}
      {line.kind === 'image' && line.clientMessageId ? (
        <span className="dm-bubble dm-bubble-media">
          <ImageMessageBody messageOid={line.clientMessageId} />
          {line.text ? <span className="dm-caption">{line.text}</span> : null}
        </span>
      ) : (
        <span className="dm-bubble">{line.text}</span>
      )}
      <span className="dm-meta">
        {line.kind === 'auto' ? <span className="dm-tag">{t('dmRoom.autoTag')}</span> : null}
        {line.coins > 0 ? (
          <span className="dm-tag dm-tag-coins">{t('dmRoom.paidTag', { coins: line.coins })}</span>
        ) : null}
        <time dateTime={line.sentAt}>{timeOf(line.sentAt)}</time>
        {line.status === 'sending' ? <span>{t('dmRoom.sending')}</span> : null}
        {seen ? <span>{t('dmRoom.seen')}</span> : null}
      </span>
      {line.status === 'failed' ? (
        <span className="dm-failed">
          {t('dmRoom.failedTag')}{' '}
          <Button variant="link" onClick={() => retry(line)}>
            {t('dmRoom.retrySend')}
          </Button>
        </span>
      ) : null}
    </li>
  )
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

/**
 * Keeps the view where the reader is: at the bottom when a new message comes (or I send),
 * and on the same message when an older page is put above.
 */
function useStickyScroll(
  box: RefObject<HTMLOListElement | null>,
  lines: ThreadLine[],
  myOid: string,
) {
  const before = useRef({ height: 0, first: '', last: '', atBottom: true })
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const first = lines[0]?.messageId ?? ''
    const lastLine = lines[lines.length - 1]
    const last = lastLine?.messageId ?? ''
    const previous = before.current
    if (previous.first && first !== previous.first && last === previous.last)
      element.scrollTop += element.scrollHeight - previous.height
    else if (last !== previous.last && (previous.atBottom || lastLine?.senderOid === myOid))
      element.scrollTop = element.scrollHeight
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 40
    before.current = { height: element.scrollHeight, first, last, atBottom }
  })
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const track = () => {
      before.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 40
    }
    element.addEventListener('scroll', track)
    return () => element.removeEventListener('scroll', track)
  }, [box])
}
