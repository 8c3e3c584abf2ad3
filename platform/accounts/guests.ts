import { randomBytes } from 'node:crypto'
import { readSetting, writeSetting } from '../db'
import type { GuestResponse } from './contract'
import type { AccountsContext } from './deps'

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

async function insertGuest(context: AccountsContext, deviceId: string) {
  const now = context.clock.now()
  await context.db
    .insertInto('guests')
    .values({ device_id: deviceId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('device_id').doNothing())
    .execute()
}

/** Keeps a valid device id the client already holds, otherwise issues a new one. */
export async function ensureGuest(
  context: AccountsContext,
  existingDeviceId: string | null,
): Promise<GuestResponse> {
  const guestDeviceId = existingDeviceId ?? newGuestDeviceId()
  await insertGuest(context, guestDeviceId)
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
 * and PostgreSQL re-checks the condition after the wait).
 */
export async function consumeGuestFreeChat(
  context: AccountsContext,
  guestDeviceId: string,
): Promise<{ allowed: boolean; freeChatsLeft: number; freeChatsTotal: number }> {
  await insertGuest(context, guestDeviceId)
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
