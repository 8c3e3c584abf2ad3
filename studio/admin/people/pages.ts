import { BonusCoinsPage } from '../BonusCoinsPage'
import type { AdminPageComponent } from '../page-component'
import { UsersPage } from '../UsersPage'
import { AdminMailPage } from './AdminMailPage'
import { CreatorListPage } from './CreatorListPage'
import { CreatorPage } from './CreatorPage'
import { NewUsersPage } from './NewUsersPage'
import type { PEOPLE_PAGES } from './paths'
import { UnregisterPage } from './UnregisterPage'

export const peoplePages: Record<(typeof PEOPLE_PAGES)[number], AdminPageComponent> = {
  users: UsersPage,
  bonuscoins: BonusCoinsPage,
  newusers: NewUsersPage,
  creator: CreatorPage,
  creatorlist: CreatorListPage,
  unregister: UnregisterPage,
  adminmail: AdminMailPage,
}
