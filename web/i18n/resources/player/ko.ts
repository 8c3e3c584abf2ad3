import type { Texts } from '../texts'
import { accountKo } from './account/ko'
import { accountExtrasKo } from './account-extras/ko'
import { campaignsKo } from './campaigns/ko'
import { catalogueKo } from './catalogue/ko'
import { channelsKo } from './channels/ko'
import { characterDmKo } from './character-dm/ko'
import { commentsKo } from './comments/ko'
import { communityKo } from './community/ko'
import { contentKo } from './content/ko'
import type { playerEn } from './en'
import { eventsKo } from './events/ko'
import { filesKo } from './files/ko'
import { gachaKo } from './gacha/ko'
import { homeKo } from './home/ko'
import { oneTouchKo } from './one-touch/ko'
import { paymentsKo } from './payments/ko'
import { platformLinksKo } from './platform-links/ko'
import { playlistsKo } from './playlists/ko'
import { scenarioPlayerKo } from './scenario/ko'
import { widgetKo } from './widget/ko'

export const playerKo: Texts<typeof playerEn> = {
  ...homeKo,
  ...accountKo,
  ...accountExtrasKo,
  ...catalogueKo,
  ...channelsKo,
  ...contentKo,
  ...eventsKo,
  ...filesKo,
  ...gachaKo,
  ...scenarioPlayerKo,
  ...commentsKo,
  ...paymentsKo,
  ...platformLinksKo,
  ...oneTouchKo,
  ...playlistsKo,
  ...campaignsKo,
  ...communityKo,
  ...widgetKo,
  ...characterDmKo,
}
