import type { Texts } from '../texts'
import { accountJp } from './account/jp'
import { accountExtrasJp } from './account-extras/jp'
import { campaignsJp } from './campaigns/jp'
import { catalogueJp } from './catalogue/jp'
import { channelsJp } from './channels/jp'
import { characterDmJp } from './character-dm/jp'
import { commentsJp } from './comments/jp'
import { communityJp } from './community/jp'
import { contentJp } from './content/jp'
import type { playerEn } from './en'
import { eventsJp } from './events/jp'
import { filesJp } from './files/jp'
import { gachaJp } from './gacha/jp'
import { homeJp } from './home/jp'
import { oneTouchJp } from './one-touch/jp'
import { paymentsJp } from './payments/jp'
import { platformLinksJp } from './platform-links/jp'
import { playlistsJp } from './playlists/jp'
import { scenarioPlayerJp } from './scenario/jp'
import { widgetJp } from './widget/jp'

export const playerJp: Texts<typeof playerEn> = {
  ...homeJp,
  ...accountJp,
  ...accountExtrasJp,
  ...catalogueJp,
  ...channelsJp,
  ...contentJp,
  ...eventsJp,
  ...filesJp,
  ...gachaJp,
  ...scenarioPlayerJp,
  ...commentsJp,
  ...paymentsJp,
  ...platformLinksJp,
  ...oneTouchJp,
  ...playlistsJp,
  ...campaignsJp,
  ...communityJp,
  ...widgetJp,
  ...characterDmJp,
}
