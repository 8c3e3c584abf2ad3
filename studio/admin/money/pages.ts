import type { AdminPageComponent } from '../page-component'
import { SettlementsPage } from '../SettlementsPage'
import type { MONEY_PAGES } from './paths'

export const moneyPages: Record<(typeof MONEY_PAGES)[number], AdminPageComponent> = {
  'check-settlement': SettlementsPage,
}
