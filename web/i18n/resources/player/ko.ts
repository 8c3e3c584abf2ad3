import type { Texts } from '../texts'
import { accountKo } from './account/ko'
import { campaignsKo } from './campaigns/ko'
import { catalogueKo } from './catalogue/ko'
import { channelsKo } from './channels/ko'
import { commentsKo } from './comments/ko'
import { communityKo } from './community/ko'
import { contentKo } from './content/ko'
import type { playerEn } from './en'
import { eventsKo } from './events/ko'
import { filesKo } from './files/ko'
import { gachaKo } from './gacha/ko'
import { homeKo } from './home/ko'
import { paymentsKo } from './payments/ko'
import { playlistsKo } from './playlists/ko'

export const playerKo: Texts<typeof playerEn> = {
  ...homeKo,
  ...accountKo,
  ...catalogueKo,
  ...channelsKo,
  ...contentKo,
  ...eventsKo,
  ...filesKo,
  ...gachaKo,
  ...commentsKo,
  ...paymentsKo,
  ...playlistsKo,
  ...campaignsKo,
  ...communityKo,
}
