import { type AccountsArea, type CreatorFactsPort, createAccounts } from '../../platform/accounts'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'

/** Users, sessions and sign-up; every other area reads its users from here. */
export function buildAccounts(
  { config, database, mailer, logger, clock, limits, publicUrl }: Infrastructure,
  late: Pick<LateAreas, 'channels' | 'content'>,
): AccountsArea {
  return createAccounts({
    db: database.db,
    mailer,
    logger,
    clock,
    limits,
    settings: {
      publicUrl,
      sessionDays: config.sessionDays,
      guestFreeChats: config.guestFreeChats,
      guestRegistrations: config.guestRegistrations,
      accountLookups: config.accountLookups,
      blockedEmailDomains: config.blockedEmailDomains,
      argon2: config.argon2,
    },
    creatorFacts: creatorFacts(late),
  })
}

/** The admin's creator list: each creator's channel (channels) and content count (content). */
function creatorFacts(late: Pick<LateAreas, 'channels' | 'content'>): CreatorFactsPort {
  return {
    async channel(creatorOid) {
      const settings = await late.channels.get().service.settings(creatorOid)
      return {
        registered: settings.registered,
        partnerLevel: settings.partnerLevel,
        customUrl: settings.customUrl,
      }
    },
    async contentCount(viewer, creatorOid) {
      const answer = await late.content.get().service.catalog.creatorContentOids(viewer, creatorOid)
      return answer.contentOids.length
    },
  }
}
