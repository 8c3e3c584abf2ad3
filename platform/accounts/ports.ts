import type { Kysely, Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock, SessionUser } from '../http'
import type { LimitStore } from '../limits'
import type { Mailer } from '../mail'
import type { InvitationBonusPort } from './invitations'
import type { PasswordHasher } from './passwords'
import type { SecurityEvents } from './security-events'

export interface AccountsSettings {
  /** Base of links in mails, e.g. `https://taleloom.example`. */
  publicUrl: string
  sessionDays: number
  /** Default free chats per guest device until an admin stores another count. */
  guestFreeChats: number
  /**
   * New guest device ids one client IP may register per window (each new id brings free
   * chats); defaults to 20 a day.
   */
  guestRegistrations?: { perIp: number; windowMs: number }
  /**
   * Sign-ups and nickname checks one client IP may make per window (both tell whether an
   * account exists); defaults to 30 per 10 minutes.
   */
  accountLookups?: { perIp: number; windowMs: number }
  blockedEmailDomains: string[]
  argon2: { memoryKiB: number; iterations: number }
  /** Sign-up invitation bonuses (invitations.ts); defaults 100 and 100 coins, 10 per 30 days. */
  invitations?: { inviteeCoins?: number; inviterCoins?: number; perInviter?: number }
}

/**
 * What the admin's creator list shows of other areas: a creator's channel (channels) and how
 * much content it holds (content). Handed in late: both areas are built after accounts.
 */
export interface CreatorFactsPort {
  channel(
    creatorOid: string,
  ): Promise<{ registered: boolean; partnerLevel: string; customUrl: string | null }>
  contentCount(viewer: SessionUser, creatorOid: string): Promise<number>
}

/**
 * The wallet's charge for a paid nickname change (`change_nick`): `alongside` writes the
 * account's rows inside the ledger's transaction, so coins and the change commit together.
 * Handed in late: the wallet is built after accounts.
 */
export interface NicknameChargePort {
  charge(input: {
    key: string
    userOid: string
    coins: number
    metadata: Record<string, unknown>
    alongside: (trx: Transaction<DB>, transactionId: string) => Promise<void>
  }): Promise<{ transactionId: string; replayed: boolean }>
}

/** Stores a profile image (the assets area checks type, size and dimensions). Handed in late. */
export interface ProfileImagesPort {
  save(userOid: string, bytes: Uint8Array): Promise<{ url: string }>
}

export interface AccountsDeps {
  db: Kysely<DB>
  mailer: Mailer
  logger: Logger
  clock: Clock
  /** Attempt budgets: logins, 2FA tickets, sign-up codes (shared by every instance). */
  limits: LimitStore
  settings: AccountsSettings
  /** The admin's creator list leaves channel and content out without it. */
  creatorFacts?: CreatorFactsPort
  /** Without it a paid nickname change answers 503. */
  nicknameCharges?: NicknameChargePort
  /** Without it a profile image upload answers 503. */
  profileImages?: ProfileImagesPort
  /** Without it a paid invitation waits unpaid until the wallet is there (invitations.ts). */
  invitationBonuses?: InvitationBonusPort
  /** Told of purged accounts, so other areas delete what they keep of them (a character's memories). */
  purgedAccounts?: PurgedAccountsPort
}

/** Areas that keep private data of a user and delete it with the account. */
export interface PurgedAccountsPort {
  purged(userOids: readonly string[]): Promise<void>
}

/** What every accounts service function receives: the deps plus the configured hasher. */
export interface AccountsContext extends AccountsDeps {
  passwords: PasswordHasher
  /** Told of password, two-factor and role changes (./security-events.ts). */
  security: SecurityEvents
}
