import type { CanViewAnswer } from '../../web/api/catalogue'
import type { TextResources } from '../../web/i18n'

type StoryPageKey = `storyPage.${keyof TextResources['player']['storyPage']}`

/** How the story page presents access: the status line's key and whether Play is offered. */
export interface AccessView {
  statusKey: StoryPageKey
  canPlay: boolean
  /** Shown under Play when it is not offered. */
  lockedKey: StoryPageKey | null
  /** A paid story the viewer may buy (`POST /chat-content/purchase`). */
  canBuy: boolean
}

/**
 * Reads `GET /chat-content/can-view` for the story page. Without an answer (the call
 * failed) Play stays offered for free stories; the chat page asks the server again.
 */
export function accessView(access: CanViewAnswer | null, price: number): AccessView {
  const reason = access?.reason ?? (price > 0 ? 'paid' : 'free')
  switch (reason) {
    case 'owner':
      return { statusKey: 'storyPage.statusOwner', canPlay: true, lockedKey: null, canBuy: false }
    case 'free':
      return { statusKey: 'storyPage.statusFree', canPlay: true, lockedKey: null, canBuy: false }
    case 'purchased':
      return {
        statusKey: 'storyPage.statusPurchased',
        canPlay: true,
        lockedKey: null,
        canBuy: false,
      }
    case 'subscriber':
      return {
        statusKey: 'storyPage.statusSubscriber',
        canPlay: true,
        lockedKey: null,
        canBuy: false,
      }
    case 'paid':
      return {
        statusKey: 'storyPage.statusPaid',
        canPlay: false,
        lockedKey: 'storyPage.paidLocked',
        canBuy: true,
      }
    case 'adult-gated':
      return {
        statusKey: 'storyPage.adultGateTitle',
        canPlay: false,
        lockedKey: 'storyPage.adultGateText',
        canBuy: false,
      }
  }
}
