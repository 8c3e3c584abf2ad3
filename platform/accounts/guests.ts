import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { readSetting, writeSetting } from '../db'
import { AppError } from '../http'
import type { GuestResponse } from './contract'
import type { AccountsContext } from './ports'

/** Run-time setting (app_settings) holding the free chats per guest device. */
export const GUEST_FREE_CHATS_SETTING = 'guest.freeChats'

export async function guestFreeChatsTotal(context: AccountsContext): Promise<number> {
  const stored = await readSetting<unknown>(
    context.db,
    GUEST_FREE_CHATS_SETTING,
    context.settings.guestFreeChats,
  )
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0
    ? stored
    : context.settings.guestFreeChats
}

export async function setGuestFreeChats(context: AccountsContext, count: number) {
  await writeSetting(context.db, GUEST_FREE_CHATS_SETTING, count)
  return { count }
}

/** 24 random bytes, base64url: 32 characters, inside the device-id pattern. */
export function newGuestDeviceId(): string {
  return randomBytes(24).toString('base64url')
}

/** When a settings object names none: 20 new device ids per IP a day. */
export const DEFAULT_GUEST_REGISTRATIONS = { perIp: 20, windowMs: 24 * 60 * 60 * 1000 }

export type GuestRegistration =
  | { outcome: 'known' | 'registered' }
  | { outcome: 'refused'; retryAfterSeconds: number }

/**
 * The IP is stored only as a hash: enough to count registrations per address, and the
 * guests table does not become a log of visitors' addresses.
 */
function ipHash(clientIp: string): string {
  return createHash('sha256').update(`guest-ip:${clientIp}`).digest('base64url').slice(0, 32)
}

/**
 * Registers a device id the server has not seen yet. Each new id brings free chats, and
 * the id comes from the client, so one address may register only `perIp` ids per window.
 * The count and the insert run under a transaction-scoped advisory lock per address, so
 * concurrent requests on any instance cannot overshoot the limit.
 */
export async function registerGuest(
  context: AccountsContext,
  deviceId: string,
  clientIp: string,
): Promise<GuestRegistration> {
  const known = await context.db
    .selectFrom('guests')
    .select('device_id')
    .where('device_id', '=', deviceId)
    .executeTakeFirst()
  if (known) return { outcome: 'known' }
  const { perIp, windowMs } = context.settings.guestRegistrations ?? DEFAULT_GUEST_REGISTRATIONS
  const hash = ipHash(clientIp)
  return context.db.transaction().execute(async (transaction) => {
    await sql`select pg_advisory_xact_lock(hashtext(${hash}))`.execute(transaction)
    const now = context.clock.now()
    const since = new Date(now.getTime() - windowMs)
    const window = await transaction
      .selectFrom('guests')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('created_ip_hash', '=', hash)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
    if (Number(window.count) >= perIp) {
      const oldest = window.oldest ? new Date(window.oldest).getTime() : now.getTime()
      const retryAfterMs = Math.max(1000, oldest + windowMs - now.getTime())
      return { outcome: 'refused', retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    }
    const inserted = await transaction
      .insertInto('guests')
      .values({ device_id: deviceId, created_ip_hash: hash, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('device_id').doNothing())
      .returning('device_id')
      .executeTakeFirst()
    return { outcome: inserted ? 'registered' : 'known' }
  })
}

/** Answer to a client whose address registered too many device ids. */
export function guestLimitReached(retryAfterSeconds: number): AppError {
  return new AppError({
    status: 429,
    code: 'GUEST_LIMIT_REACHED',
    message: 'Too many new guest sessions from this network. Please log in to continue.',
    details: { retryAfterSeconds },
  })
}

/**
 * Keeps a valid device id the client already holds, otherwise issues a new one; a new or
 * unknown id counts against the address's registrations (429 past the limit).
 */
export async function ensureGuest(
  context: AccountsContext,
  existingDeviceId: string | null,
  clientIp: string,
): Promise<GuestResponse> {
  const guestDeviceId = existingDeviceId ?? newGuestDeviceId()
  const registration = await registerGuest(context, guestDeviceId, clientIp)
  if (registration.outcome === 'refused') throw guestLimitReached(registration.retryAfterSeconds)
  return guestStatus(context, guestDeviceId)
}

/** Read-only: an unknown device has used nothing yet. */
export async function guestStatus(
  context: AccountsContext,
  guestDeviceId: string,
): Promise<GuestResponse> {
  const [total, row] = await Promise.all([
    guestFreeChatsTotal(context),
    context.db
      .selectFrom('guests')
      .select('free_chats_used')
      .where('device_id', '=', guestDeviceId)
      .executeTakeFirst(),
  ])
  const used = row?.free_chats_used ?? 0
  return { guestDeviceId, freeChatsLeft: Math.max(0, total - used), freeChatsTotal: total }
}

/**
 * Spends one free chat if any is left. The limit check and the increment are one
 * conditional UPDATE, so concurrent calls cannot overspend (the row lock serialises them
 * and PostgreSQL re-checks the condition after the wait). Only registered device ids
 * (registerGuest) have free chats: an id the client invented and never registered has none.
 */
export async function consumeGuestFreeChat(
  context: AccountsContext,
  guestDeviceId: string,
): Promise<{ allowed: boolean; freeChatsLeft: number; freeChatsTotal: number }> {
  const total = await guestFreeChatsTotal(context)
  const updated = await context.db
    .updateTable('guests')
    .set((eb) => ({
      free_chats_used: eb('free_chats_used', '+', 1),
      updated_at: context.clock.now(),
    }))
    .where('device_id', '=', guestDeviceId)
    .where('free_chats_used', '<', total)
    .returning('free_chats_used')
    .executeTakeFirst()
  if (!updated) return { allowed: false, freeChatsLeft: 0, freeChatsTotal: total }
  return {
    allowed: true,
    freeChatsLeft: Math.max(0, total - updated.free_chats_used),
    freeChatsTotal: total,
  }
}

/**
 * Gives back one free chat after a turn that failed (the provider errored or the
 * process died): a guest pays nothing for a reply they never got. Never below zero.
 */
export async function refundGuestFreeChat(
  context: AccountsContext,
  guestDeviceId: string,
): Promise<void> {
  await context.db
    .updateTable('guests')
    .set((eb) => ({
      free_chats_used: eb('free_chats_used', '-', 1),
      updated_at: context.clock.now(),
    }))
    .where('device_id', '=', guestDeviceId)
    .where('free_chats_used', '>', 0)
    .execute()
}
