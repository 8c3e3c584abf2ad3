import { accountEn } from './account/en'
import { accountExtrasEn } from './account-extras/en'
import { campaignsEn } from './campaigns/en'
import { catalogueEn } from './catalogue/en'
import { channelsEn } from './channels/en'
import { characterDmEn } from './character-dm/en'
import { commentsEn } from './comments/en'
import { communityEn } from './community/en'
import { contentEn } from './content/en'
import { eventsEn } from './events/en'
import { filesEn } from './files/en'
import { gachaEn } from './gacha/en'
import { homeEn } from './home/en'
import { oneTouchEn } from './one-touch/en'
import { paymentsEn } from './payments/en'
import { platformLinksEn } from './platform-links/en'
import { playlistsEn } from './playlists/en'
import { scenarioPlayerEn } from './scenario/en'
import { widgetEn } from './widget/en'

/** The player: account dialogs and pages, the catalogue, channels, contents and payments. */
export const playerEn = {
  ...homeEn,
  ...accountEn,
  ...accountExtrasEn,
  ...catalogueEn,
  ...channelsEn,
  ...contentEn,
  ...eventsEn,
  ...filesEn,
  ...gachaEn,
  ...scenarioPlayerEn,
  ...commentsEn,
  ...paymentsEn,
  ...platformLinksEn,
  ...oneTouchEn,
  ...playlistsEn,
  ...campaignsEn,
  ...communityEn,
  ...widgetEn,
  ...characterDmEn,
}
