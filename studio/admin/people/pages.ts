import { BonusCoinsPage } from '../BonusCoinsPage'
import type { AdminPageComponent } from '../page-component'
import { UsersPage } from '../UsersPage'
import type { PEOPLE_PAGES } from './paths'

export const peoplePages: Record<(typeof PEOPLE_PAGES)[number], AdminPageComponent> = {
  users: UsersPage,
  bonuscoins: BonusCoinsPage,
}
