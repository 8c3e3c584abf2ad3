import {
  type AccountsArea,
  type CreatorFactsPort,
  createAccounts,
  type InvitationBonusPort,
  type NicknameChargePort,
  type ProfileImagesPort,
} from '../../platform/accounts'
import { createSignIn, type SignInArea } from '../../platform/sign-in'
import type { Infrastructure } from './infrastructure'
import type { LateAreas } from './late-areas'

/** Users, sessions and sign-up; every other area reads its users from here. */
export function buildAccounts(
  { config, database, mailer, logger, clock, limits, publicUrl }: Infrastructure,
  late: Pick<LateAreas, 'channels' | 'content' | 'wallet' | 'assets' | 'chat'>,
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
    nicknameCharges: nicknameCharges(late),
    profileImages: profileImages(late),
    invitationBonuses: invitationBonuses(late),
    // A character's memories of a fan are deleted with the fan's account.
    purgedAccounts: { purged: (userOids) => late.chat.get().service.forgetUsers(userOids) },
  })
}

/** A sign-up invitation's bonus: bonus coins from promotions, once per key. */
function invitationBonuses(late: Pick<LateAreas, 'wallet'>): InvitationBonusPort {
  return {
    async grant({ key, userOid, coins, metadata }) {
      const booked = await late.wallet.get().service.grant({
        key,
        userOid,
        kind: 'bonus_coins',
        amount: coins,
        metadata,
      })
      return { transactionId: booked.id, replayed: booked.replayed }
    },
  }
}

/** A profile image is an asset of its own purpose (jpg or png, under 300 KB). */
function profileImages(late: Pick<LateAreas, 'assets'>): ProfileImagesPort {
  return {
    async save(userOid, bytes) {
      const stored = await late.assets.get().service.saveAsset(userOid, 'profile', bytes)
      return { url: stored.url }
    },
  }
}

/** A paid nickname change: one `change_nick` spend of paid coins, the rename alongside. */
function nicknameCharges(late: Pick<LateAreas, 'wallet'>): NicknameChargePort {
  return {
    async charge({ key, userOid, coins, metadata, alongside }) {
      const spent = await late.wallet.get().service.spend({
        key,
        userOid,
        unit: 'coin',
        amount: coins,
        type: 'change_nick',
        metadata,
        alongside,
      })
      return { transactionId: spent.id, replayed: spent.replayed }
    },
  }
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

/** Google and Apple login (docs/SIGN-IN.md): users are created and logged in by accounts. */
export function buildSignIn(
  { config, database, logger, clock, publicUrl }: Infrastructure,
  accounts: AccountsArea,
): SignInArea {
  return createSignIn({
    db: database.db,
    clock,
    logger,
    settings: config.signIn,
    accounts: accounts.service,
    publicUrl,
  })
}
