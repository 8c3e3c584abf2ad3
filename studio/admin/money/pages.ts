import type { AdminPageComponent } from '../page-component'
import { SettlementsPage } from '../SettlementsPage'
import { CreditPage } from './CreditPage'
import { GiftCardsPage } from './GiftCardsPage'
import type { MONEY_PAGES } from './paths'
import { RefundPage } from './RefundPage'
import { RevenuePage } from './RevenuePage'

export const moneyPages: Record<(typeof MONEY_PAGES)[number], AdminPageComponent> = {
  'check-settlement': SettlementsPage,
  revenue: RevenuePage,
  refund: RefundPage,
  credit: CreditPage,
  dlsite: GiftCardsPage,
}
