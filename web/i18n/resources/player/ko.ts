import type { Texts } from '../texts'
import { accountKo } from './account/ko'
import { catalogueKo } from './catalogue/ko'
import { channelsKo } from './channels/ko'
import { commentsKo } from './comments/ko'
import { contentKo } from './content/ko'
import type { playerEn } from './en'
import { homeKo } from './home/ko'
import { paymentsKo } from './payments/ko'

export const playerKo: Texts<typeof playerEn> = {
  ...homeKo,
  ...accountKo,
  ...catalogueKo,
  ...channelsKo,
  ...contentKo,
  ...commentsKo,
  ...paymentsKo,
}
