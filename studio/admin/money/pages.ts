import type { AdminPageComponent } from '../page-component'
import { SettlementsPage } from '../SettlementsPage'
import { CalcChargePage } from './CalcChargePage'
import { CampaignRevenuePage } from './CampaignRevenuePage'
import { CreditPage } from './CreditPage'
import { ExternalDonationPage } from './ExternalDonationPage'
import { GiftCardsPage } from './GiftCardsPage'
import type { MONEY_PAGES } from './paths'
import { RefundPage } from './RefundPage'
import { ResubPage } from './ResubPage'
import { RevenuePage } from './RevenuePage'

export const moneyPages: Record<(typeof MONEY_PAGES)[number], AdminPageComponent> = {
  'check-settlement': SettlementsPage,
  revenue: RevenuePage,
  refund: RefundPage,
  credit: CreditPage,
  dlsite: GiftCardsPage,
  resub: ResubPage,
  'calc-charge': CalcChargePage,
  'external-donation': ExternalDonationPage,
  'campaign-revenue': CampaignRevenuePage,
}
