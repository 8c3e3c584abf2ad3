import { type AccountsArea, createAccounts } from '../../platform/accounts'
import type { Infrastructure } from './infrastructure'

/** Users, sessions and sign-up; every other area reads its users from here. */
export function buildAccounts({
  config,
  database,
  mailer,
  logger,
  clock,
  limits,
  publicUrl,
}: Infrastructure): AccountsArea {
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
  })
}
