import type { Texts } from '../texts'
import { accountEs } from './account/es'
import { catalogueEs } from './catalogue/es'
import { channelsEs } from './channels/es'
import { commentsEs } from './comments/es'
import { contentEs } from './content/es'
import type { playerEn } from './en'
import { homeEs } from './home/es'
import { paymentsEs } from './payments/es'

export const playerEs: Texts<typeof playerEn> = {
  ...homeEs,
  ...accountEs,
  ...catalogueEs,
  ...channelsEs,
  ...contentEs,
  ...commentsEs,
  ...paymentsEs,
}
