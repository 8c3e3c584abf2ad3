/**
 * Channel-manager mode (docs/ACCOUNT-DETAILS.md): a channel manager sets a device password in
 * My Info (hashed like sign-in passwords); switching a signed-in device into managing one of
 * their channels asks for it. Wrong tries are counted per account (any device) and locked
 * after 5 in 15 minutes; the mode belongs to the device's session, so another sign-in asks
 * again and signing out ends it.
 */
import type { WindowPolicy } from '../limits'
import { retryAfterSeconds } from '../limits'
import type { ChannelManagerStatus, ManagedChannelSummary } from './account-extras-contract'
import { devicePasswordLocked, EXTRAS_ERRORS } from './account-extras-errors'
import { channelsOf } from './channel-managers'
import type { AccountsContext } from './ports'
import { verifyStepUp } from './step-up'

export const DEVICE_PASSWORD_TRIES: WindowPolicy = {
  kind: 'window',
  limit: 5,
  windowMs: 15 * 60 * 1000,
}
const triesKey = (userId: string) => `device-password:${userId}`

interface Manager {
  oid: string
  roles: readonly string[]
}

async function managedChannels(
  context: AccountsContext,
  manager: Manager,
): Promise<ManagedChannelSummary[]> {
  if (!manager.roles.includes('channelManager')) throw EXTRAS_ERRORS.notChannelManager()
  const channels = (await channelsOf(context, [manager.oid])).get(manager.oid) ?? []
  return channels.map(({ creatorOid, nickname, customUrl }) => ({
    creatorOid,
    nickname,
    customUrl,
  }))
}

export async function channelManagerStatus(
  context: AccountsContext,
  manager: Manager,
  sessionId: string | null,
): Promise<ChannelManagerStatus> {
  const channels = await managedChannels(context, manager)
  const password = await context.db
    .selectFrom('channel_manager_passwords')
    .select('user_id')
    .where('user_id', '=', manager.oid)
    .executeTakeFirst()
  const mode = sessionId ? await currentMode(context, sessionId) : null
  // A channel unassigned meanwhile is no longer managed, whatever the device remembers.
  const managed = mode && channels.find((channel) => channel.creatorOid === mode.creatorOid)
  return {
    channels,
    hasPassword: !!password,
    mode: managed && mode ? { ...managed, since: mode.since } : null,
  }
}

/** Sets or replaces the device password; the sign-in password proves the account's owner. */
export async function setDevicePassword(
  context: AccountsContext,
  manager: Manager,
  input: { password: string; currentPassword: string },
): Promise<{ hasPassword: true }> {
  await managedChannels(context, manager)
  await reserveTry(context, manager.oid)
  try {
    await verifyStepUp(context, manager.oid, { currentPassword: input.currentPassword })
  } catch {
    throw EXTRAS_ERRORS.signInPasswordWrong()
  }
  const now = context.clock.now()
  const row = { password_hash: await context.passwords.hash(input.password), updated_at: now }
  await context.db
    .insertInto('channel_manager_passwords')
    .values({ user_id: manager.oid, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute()
  await context.limits.reset(triesKey(manager.oid))
  return { hasPassword: true }
}

/** Switches this device into managing one channel, when the device password matches. */
export async function enterChannelManagerMode(
  context: AccountsContext,
  manager: Manager,
  sessionId: string | null,
  input: { creatorOid: string; password: string },
): Promise<ChannelManagerStatus> {
  if (!sessionId) throw EXTRAS_ERRORS.sessionRequired()
  const channels = await managedChannels(context, manager)
  if (!channels.some((channel) => channel.creatorOid === input.creatorOid))
    throw EXTRAS_ERRORS.noManagedChannel()
  const stored = await context.db
    .selectFrom('channel_manager_passwords')
    .select('password_hash')
    .where('user_id', '=', manager.oid)
    .executeTakeFirst()
  if (!stored) throw EXTRAS_ERRORS.devicePasswordMissing()
  // Counted before comparing, so parallel guesses cannot all pass the check first.
  await reserveTry(context, manager.oid)
  if (!(await context.passwords.verify(stored.password_hash, input.password)))
    throw EXTRAS_ERRORS.wrongDevicePassword()
  await context.limits.reset(triesKey(manager.oid))
  const values = {
    user_id: manager.oid,
    creator_oid: input.creatorOid,
    started_at: context.clock.now(),
  }
  await context.db
    .insertInto('channel_manager_modes')
    .values({ session_id: sessionId, ...values })
    .onConflict((conflict) => conflict.column('session_id').doUpdateSet(values))
    .execute()
  return channelManagerStatus(context, manager, sessionId)
}

export async function leaveChannelManagerMode(
  context: AccountsContext,
  manager: Manager,
  sessionId: string | null,
): Promise<ChannelManagerStatus> {
  if (sessionId)
    await context.db
      .deleteFrom('channel_manager_modes')
      .where('session_id', '=', sessionId)
      .execute()
  return channelManagerStatus(context, manager, sessionId)
}

/** The channel a session manages now (for other areas' checks), or null. */
export async function currentMode(context: AccountsContext, sessionId: string) {
  const row = await context.db
    .selectFrom('channel_manager_modes')
    .select(['creator_oid', 'started_at'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
  return row ? { creatorOid: row.creator_oid, since: row.started_at.toISOString() } : null
}

/**
 * The channel this signed-in device may act for now: the session's mode, only while the
 * account is still a channel manager of that channel; null otherwise (acts as itself).
 */
export async function actingChannel(
  context: AccountsContext,
  manager: Manager,
  sessionId: string | null,
): Promise<string | null> {
  if (!sessionId || !manager.roles.includes('channelManager')) return null
  const row = await context.db
    .selectFrom('channel_manager_modes')
    .innerJoin('channel_managers', (join) =>
      join
        .onRef('channel_managers.manager_oid', '=', 'channel_manager_modes.user_id')
        .onRef('channel_managers.creator_oid', '=', 'channel_manager_modes.creator_oid'),
    )
    .select('channel_manager_modes.creator_oid')
    .where('channel_manager_modes.session_id', '=', sessionId)
    .where('channel_manager_modes.user_id', '=', manager.oid)
    .executeTakeFirst()
  return row?.creator_oid ?? null
}

async function reserveTry(context: AccountsContext, userId: string) {
  const reservation = await context.limits.reserve(triesKey(userId), DEVICE_PASSWORD_TRIES)
  if (!reservation.granted) throw devicePasswordLocked(retryAfterSeconds(reservation))
}
