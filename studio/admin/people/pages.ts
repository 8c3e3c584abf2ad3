import { BonusCoinsPage } from '../BonusCoinsPage'
import type { AdminPageComponent } from '../page-component'
import { UsersPage } from '../UsersPage'
import { AdminMailPage } from './AdminMailPage'
import { ChannelManagersPage } from './ChannelManagersPage'
import { CreatorListPage } from './CreatorListPage'
import { CreatorPage } from './CreatorPage'
import { EditStudioPage } from './EditStudioPage'
import { NewUsersPage } from './NewUsersPage'
import { NoticesPage } from './NoticesPage'
import { PushPage } from './PushPage'
import type { PEOPLE_PAGES } from './paths'
import { ResendPage } from './ResendPage'
import { UnregisterPage } from './UnregisterPage'

export const peoplePages: Record<(typeof PEOPLE_PAGES)[number], AdminPageComponent> = {
  users: UsersPage,
  bonuscoins: BonusCoinsPage,
  newusers: NewUsersPage,
  creator: CreatorPage,
  creatorlist: CreatorListPage,
  unregister: UnregisterPage,
  adminmail: AdminMailPage,
  pushappnotification: PushPage,
  'resend-noti': ResendPage,
  notices: NoticesPage,
  'channel-manager': ChannelManagersPage,
  editstudio: EditStudioPage,
}
