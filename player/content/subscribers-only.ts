import type { ContentItem } from '../../web/api/content'

/**
 * A content only tiers' subscribers see, with no price of its own: its card says
 * "Subscribers", never "Free", to every reader (a subscriber as well as the rest).
 */
export function isSubscribersOnly(
  item: Pick<ContentItem, 'price' | 'viewableTiers' | 'canViewReason'>,
): boolean {
  return (
    item.canViewReason === 'subscriber-only' || (item.price === 0 && item.viewableTiers.length > 0)
  )
}
