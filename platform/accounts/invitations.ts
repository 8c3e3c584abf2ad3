/**
 * Sign-up invitations (docs/ACCOUNT-DETAILS.md): every user has a code and a link; a sign-up
 * that brings a code pays bonus coins to the new account and to the inviter, once, unless the
 * inviter's code already paid its limit in the last 30 days or the sign-up has the same
 * sign-up history as an earlier one (its device, e-mail pattern, or address on the same day).
 * The sign-up itself succeeds either way, and the new account is told why nothing was paid.
 */
import { randomInt } from 'node:crypto'
import { sql, type Transaction } from 'kysely'
import type { DB } from '../db'
import type { InvitationOutcome, InvitationResponse } from './account-extras-contract'
import { EXTRAS_ERRORS } from './account-extras-errors'
import type { AccountsContext } from './ports'

/** The spec's text: the sign-up succeeded, the bonus was not paid. */
export const BONUS_NOT_PAID =
  'Bonus coins were not paid because of the invitation limit or the same sign-up history.'
export const INVITATION_DEFAULTS = { inviteeCoins: 100, inviterCoins: 100, perInviter: 10 }
const LIMIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** Books bonus coins (the wallet's promotions → the user's bonus coins); idempotent by key. */
export interface InvitationBonusPort {
  grant(input: {
    key: string
    userOid: string
    coins: number
    metadata: Record<string, unknown>
  }): Promise<{ transactionId: string; replayed: boolean }>
}

const settingsOf = (context: AccountsContext) => ({
  ...INVITATION_DEFAULTS,
  ...context.settings.invitations,
})

const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

/**
 * The same person signing up again: the address's local part without dots, a `+tag` or
 * trailing digits, at its domain (`a.b+x@gmail.com`, `ab12@gmail.com` → `ab@gmail.com`).
 */
export function emailPattern(email: string): string {
  const at = email.lastIndexOf('@')
  const domain = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/^googlemail\.com$/, 'gmail.com')
  const local = email
    .slice(0, at)
    .toLowerCase()
    .replace(/\+.*$/, '')
    .replaceAll('.', '')
    .replace(/\d+$/, '')
  return `${local}@${domain}`
}

/** What a sign-up leaves behind for the next sign-ups' history check. */
export function fingerprints(input: {
  email: string
  deviceId: string | null
  clientIp: string | null
  day: string
}): string[] {
  return [
    `email:${emailPattern(input.email)}`,
    ...(input.deviceId ? [`device:${input.deviceId}`] : []),
    ...(input.clientIp ? [`ip:${input.clientIp}:${input.day}`] : []),
  ]
}

/** The user's code (made on first ask), link and how many sign-ups it brought. */
export async function invitationOf(
  context: AccountsContext,
  userOid: string,
): Promise<InvitationResponse> {
  let row = await context.db
    .selectFrom('invitation_codes')
    .select('code')
    .where('user_id', '=', userOid)
    .executeTakeFirst()
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    // A clash with another user's code (one in a trillion) tries another.
    await context.db
      .insertInto('invitation_codes')
      .values({ user_id: userOid, code: newCode(), created_at: context.clock.now() })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    row = await context.db
      .selectFrom('invitation_codes')
      .select('code')
      .where('user_id', '=', userOid)
      .executeTakeFirst()
  }
  if (!row) throw new Error('no invitation code could be made')
  const counts = await context.db
    .selectFrom('invitation_signups')
    .select([
      sql<number>`count(*)::int`.as('signups'),
      sql<number>`(count(*) filter (where outcome = 'paid'))::int`.as('paid'),
    ])
    .where('inviter_oid', '=', userOid)
    .executeTakeFirstOrThrow()
  const settings = settingsOf(context)
  return {
    code: row.code,
    link: `${context.settings.publicUrl}/?invite=${row.code}`,
    signups: counts.signups,
    paid: counts.paid,
    limit: settings.perInviter,
    inviterCoins: settings.inviterCoins,
    inviteeCoins: settings.inviteeCoins,
  }
}

/** A sign-up brought a code: kept with its e-mail until the sign-up is confirmed. */
export async function rememberInvitation(
  context: AccountsContext,
  input: { email: string; code: string; deviceId: string | null; clientIp: string | null },
): Promise<void> {
  const inviter = await context.db
    .selectFrom('invitation_codes')
    .select('user_id')
    .where('code', '=', input.code)
    .executeTakeFirst()
  if (!inviter) throw EXTRAS_ERRORS.invitationNotFound()
  const row = {
    inviter_oid: inviter.user_id,
    device_id: input.deviceId,
    client_ip: input.clientIp,
    created_at: context.clock.now(),
  }
  await context.db
    .insertInto('pending_invitations')
    .values({ email: input.email.toLowerCase(), ...row })
    .onConflict((conflict) => conflict.column('email').doUpdateSet(row))
    .execute()
}

/** Forgets the code of a sign-up that no longer brings one. */
export async function forgetInvitation(context: AccountsContext, email: string) {
  await context.db
    .deleteFrom('pending_invitations')
    .where('email', '=', email.toLowerCase())
    .execute()
}

/**
 * A confirmed sign-up: decides its outcome once (the invitee's row is the primary key) and
 * pays a paid one. Null when the sign-up brought no code.
 */
export async function settleInvitation(
  context: AccountsContext,
  invitee: { oid: string; email: string },
  bonuses: InvitationBonusPort | undefined,
): Promise<InvitationOutcome | null> {
  const settings = settingsOf(context)
  const now = context.clock.now()
  const decided = await context.db.transaction().execute(async (trx) => {
    const pending = await trx
      .deleteFrom('pending_invitations')
      .where('email', '=', invitee.email.toLowerCase())
      .returningAll()
      .executeTakeFirst()
    if (!pending) return null
    const outcome = await decide(trx, pending, invitee, settings.perInviter, now)
    const paid = outcome === 'paid'
    await trx
      .insertInto('invitation_signups')
      .values({
        invitee_oid: invitee.oid,
        inviter_oid: pending.inviter_oid,
        outcome,
        invitee_coins: paid ? settings.inviteeCoins : 0,
        inviter_coins: paid ? settings.inviterCoins : 0,
        created_at: now,
        paid_at: null,
      })
      .onConflict((conflict) => conflict.column('invitee_oid').doNothing())
      .execute()
    return outcome
  })
  if (decided === null) return null
  if (decided !== 'paid') return { status: 'notPaid', reason: decided, message: BONUS_NOT_PAID }
  // The account exists whatever the wallet answers: a failed payment waits for the repair.
  if (bonuses)
    await payInvitation(context, invitee.oid, bonuses).catch((error: unknown) => {
      context.logger.error({ err: error, inviteeOid: invitee.oid }, 'invitation bonus unpaid')
    })
  return { status: 'paid', coins: settings.inviteeCoins }
}

async function decide(
  trx: Transaction<DB>,
  pending: { inviter_oid: string; device_id: string | null; client_ip: string | null },
  invitee: { oid: string; email: string },
  perInviter: number,
  now: Date,
): Promise<'paid' | 'limit' | 'history'> {
  // The inviter's code row serializes its sign-ups, so the limit is counted one by one.
  await trx
    .selectFrom('invitation_codes')
    .select('user_id')
    .where('user_id', '=', pending.inviter_oid)
    .forUpdate()
    .execute()
  const prints = fingerprints({
    email: invitee.email,
    deviceId: pending.device_id,
    clientIp: pending.client_ip,
    day: now.toISOString().slice(0, 10),
  })
  // Every sign-up leaves its fingerprints; one already there is the same sign-up history.
  const inserted = await trx
    .insertInto('invitation_fingerprints')
    .values(
      prints.map((fingerprint) => ({ fingerprint, invitee_oid: invitee.oid, created_at: now })),
    )
    .onConflict((conflict) => conflict.column('fingerprint').doNothing())
    .returning('fingerprint')
    .execute()
  if (inserted.length < prints.length) return 'history'
  const recent = await trx
    .selectFrom('invitation_signups')
    .select(sql<number>`count(*)::int`.as('paid'))
    .where('inviter_oid', '=', pending.inviter_oid)
    .where('outcome', '=', 'paid')
    .where('created_at', '>', new Date(now.getTime() - LIMIT_WINDOW_MS))
    .executeTakeFirstOrThrow()
  return recent.paid >= perInviter ? 'limit' : 'paid'
}

/**
 * Books both bonuses of a paid sign-up; the wallet's keys make a repeat book nothing, so a
 * sign-up interrupted between its outcome and its payment is paid by the next run.
 */
export async function payInvitation(
  context: AccountsContext,
  inviteeOid: string,
  bonuses: InvitationBonusPort,
): Promise<void> {
  const row = await context.db
    .selectFrom('invitation_signups')
    .selectAll()
    .where('invitee_oid', '=', inviteeOid)
    .where('outcome', '=', 'paid')
    .executeTakeFirst()
  if (!row || row.paid_at) return
  const metadata = { inviteeOid, inviterOid: row.inviter_oid, reason: 'invitation' }
  if (row.invitee_coins > 0)
    await bonuses.grant({
      key: `invitation:${inviteeOid}:invitee`,
      userOid: inviteeOid,
      coins: row.invitee_coins,
      metadata,
    })
  if (row.inviter_coins > 0)
    await bonuses.grant({
      key: `invitation:${inviteeOid}:inviter`,
      userOid: row.inviter_oid,
      coins: row.inviter_coins,
      metadata,
    })
  await context.db
    .updateTable('invitation_signups')
    .set({ paid_at: context.clock.now() })
    .where('invitee_oid', '=', inviteeOid)
    .where('paid_at', 'is', null)
    .execute()
}

/** Pays the paid sign-ups left unpaid (a crash or the wallet away); answers how many. */
export async function payUnpaidInvitations(
  context: AccountsContext,
  bonuses: InvitationBonusPort,
  limit = 100,
): Promise<number> {
  const rows = await context.db
    .selectFrom('invitation_signups')
    .select('invitee_oid')
    .where('outcome', '=', 'paid')
    .where('paid_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute()
  for (const row of rows) await payInvitation(context, row.invitee_oid, bonuses)
  return rows.length
}
