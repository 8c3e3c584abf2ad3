import type { Texts } from '../texts'
import { accountJp } from './account/jp'
import { catalogueJp } from './catalogue/jp'
import { channelsJp } from './channels/jp'
import { commentsJp } from './comments/jp'
import { contentJp } from './content/jp'
import type { playerEn } from './en'
import { homeJp } from './home/jp'
import { paymentsJp } from './payments/jp'

export const playerJp: Texts<typeof playerEn> = {
  ...homeJp,
  ...accountJp,
  ...catalogueJp,
  ...channelsJp,
  ...contentJp,
  ...commentsJp,
  ...paymentsJp,
}
