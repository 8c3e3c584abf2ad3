import type { Texts } from '../texts'
import { accountEs } from './account/es'
import { accountExtrasEs } from './account-extras/es'
import { campaignsEs } from './campaigns/es'
import { catalogueEs } from './catalogue/es'
import { channelsEs } from './channels/es'
import { characterDmEs } from './character-dm/es'
import { commentsEs } from './comments/es'
import { communityEs } from './community/es'
import { contentEs } from './content/es'
import type { playerEn } from './en'
import { eventsEs } from './events/es'
import { filesEs } from './files/es'
import { gachaEs } from './gacha/es'
import { homeEs } from './home/es'
import { oneTouchEs } from './one-touch/es'
import { paymentsEs } from './payments/es'
import { platformLinksEs } from './platform-links/es'
import { playlistsEs } from './playlists/es'
import { scenarioPlayerEs } from './scenario/es'
import { widgetEs } from './widget/es'

export const playerEs: Texts<typeof playerEn> = {
  ...homeEs,
  ...accountEs,
  ...accountExtrasEs,
  ...catalogueEs,
  ...channelsEs,
  ...contentEs,
  ...eventsEs,
  ...filesEs,
  ...gachaEs,
  ...scenarioPlayerEs,
  ...commentsEs,
  ...paymentsEs,
  ...platformLinksEs,
  ...oneTouchEs,
  ...playlistsEs,
  ...campaignsEs,
  ...communityEs,
  ...widgetEs,
  ...characterDmEs,
}
