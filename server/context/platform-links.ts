import type { AccountsArea } from '../../platform/accounts'
import {
  type AdultVerificationArea,
  createAdultVerification,
} from '../../platform/adult-verification'
import { createLinks, type LinksArea } from '../../platform/links'
import type { WalletArea } from '../../platform/wallet'
import type { Infrastructure } from './infrastructure'
import type { LiveAreas } from './live'

export interface PlatformLinkAreas {
  /** X, Twitch and YouTube links, the X reward and multichat (docs/PLATFORM-LINKS.md). */
  links: LinksArea
  /** Yoti adult verification (docs/ADULT-VERIFICATION.md). */
  adultVerification: AdultVerificationArea
}

/** Linked platforms and adult verification: the adult flag and coins stay accounts' and wallet's. */
export function buildPlatformLinks(
  { config, database, clock, logger, publicUrl, secret }: Infrastructure,
  neighbours: { accounts: AccountsArea; wallet: WalletArea } & LiveAreas,
): PlatformLinkAreas {
  const { accounts, wallet, live } = neighbours
  const links = createLinks({
    db: database.db,
    clock,
    logger,
    settings: config.platformLinks,
    publicUrl,
    secret,
    wallet: { grant: (input) => wallet.service.grant(input) },
    live: {
      currentStream: (creatorOid) => live.chat.service.currentStream(creatorOid),
      relay: (creatorOid, message, key) => live.chat.service.relay(creatorOid, message, key),
    },
  })
  const adultVerification = createAdultVerification({
    db: database.db,
    clock,
    logger,
    settings: config.yoti,
    publicUrl,
    accounts: { markAdultVerified: (userOid) => accounts.service.markAdultVerified(userOid) },
  })
  return { links, adultVerification }
}
