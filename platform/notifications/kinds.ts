/**
 * Notification kinds and the text a list shows for each. The data a notifier passes is
 * kept with the notification, so the client may also render its own text by kind.
 */
export const NOTIFICATION_KINDS = [
  /** A creator: someone bought one of your contents. */
  'purchase',
  /** Someone bought a content for you. */
  'gift',
  'comment',
  'like',
  /** A creator: someone subscribed to one of your tiers. */
  'subscription',
  /** A creator you follow went live. */
  'live',
  /** A creator you follow published a content. */
  'new-content',
  /** A notice from the platform. */
  'notice',
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const isNotificationKind = (value: string): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value)

const quoted = (value: unknown) => (typeof value === 'string' && value ? `"${value}"` : 'a content')

/** The English text of a notification (the client translates by kind and data). */
export function notificationText(kind: string, data: Record<string, unknown>): string {
  switch (kind) {
    case 'purchase':
      return `Someone bought your content ${quoted(data.title)}.`
    case 'gift':
      return `You received ${quoted(data.title)} as a gift.`
    case 'comment':
      return `Someone commented on ${quoted(data.title)}.`
    case 'like':
      return `Someone liked ${quoted(data.title)}.`
    case 'subscription':
      return 'You have a new subscriber.'
    case 'live':
      return typeof data.nickname === 'string'
        ? `${data.nickname} is live now.`
        : 'A live stream started.'
    case 'new-content':
      return `New content: ${quoted(data.title)}.`
    default:
      return typeof data.text === 'string' ? data.text : 'You have a new notification.'
  }
}

/** Where the notification leads, when its data names a content. */
export function notificationLink(data: Record<string, unknown>): string | null {
  if (typeof data.link === 'string' && data.link.startsWith('/')) return data.link
  if (typeof data.contentOid === 'string') return `/play/${data.contentOid}`
  return null
}
