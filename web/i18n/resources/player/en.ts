import { accountEn } from './account/en'
import { catalogueEn } from './catalogue/en'
import { channelsEn } from './channels/en'
import { commentsEn } from './comments/en'
import { contentEn } from './content/en'
import { homeEn } from './home/en'
import { paymentsEn } from './payments/en'

/** The player: account dialogs and pages, the catalogue, channels, contents and payments. */
export const playerEn = {
  ...homeEn,
  ...accountEn,
  ...catalogueEn,
  ...channelsEn,
  ...contentEn,
  ...commentsEn,
  ...paymentsEn,
}
