/** Creator registration, the creator's channel settings, partner levels, and the public channel. */
import type { Selectable } from 'kysely'
import { isObjectId } from '../../db'
import type { SessionUser } from '../../http'
import type {
  ChannelSettingsRequest,
  ChannelSettingsView,
  CreatorRegisterRequest,
  PartnerLevel,
} from '../contract'
import { CHANNEL_ERRORS } from '../errors'
import type { ChannelsDeps, ChannelUser } from '../ports'
import type { ChannelProfilesTable } from '../tables'
import {
  CUSTOM_URL,
  checkTabs,
  DEFAULT_TABS,
  effectiveTabs,
  incompleteParts,
  mergeSocialLinks,
} from './rules'

type ProfileRow = Selectable<ChannelProfilesTable>

export async function findProfile(deps: ChannelsDeps, creatorOid: string) {
  return deps.db
    .selectFrom('channel_profiles')
    .selectAll()
    .where('creator_oid', '=', creatorOid)
    .executeTakeFirst()
}

/** The row, made on first use (settings before registration are kept). */
async function ensureProfile(deps: ChannelsDeps, creatorOid: string): Promise<ProfileRow> {
  const now = deps.clock.now()
  await deps.db
    .insertInto('channel_profiles')
    .values({
      creator_oid: creatorOid,
      tabs: JSON.stringify(DEFAULT_TABS),
      social_links: JSON.stringify({}),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('creator_oid').doNothing())
    .execute()
  return (await findProfile(deps, creatorOid)) as ProfileRow
}

export function settingsView(user: ChannelUser, row: ProfileRow | undefined): ChannelSettingsView {
  const registered = !!row?.registered_at
  return {
    creatorOid: user.oid,
    nickname: user.nickname,
    customUrl: user.customUrl,
    registered,
    registeredAt: row?.registered_at ? new Date(row.registered_at).toISOString() : null,
    partnerLevel: row?.partner_level ?? 'free',
    tabs: effectiveTabs(row?.tabs ?? []),
    socialLinks: row?.social_links ?? {},
    hideFanList: row?.hide_fan_list ?? false,
    hideCoinAmounts: row?.hide_coin_amounts ?? false,
    intro: row?.intro ?? '',
    incomplete: incompleteParts({ registered, nickname: user.nickname, customUrl: user.customUrl }),
  }
}

async function userOf(deps: ChannelsDeps, userOid: string): Promise<ChannelUser> {
  const [user] = await deps.users.findUsers([userOid])
  if (!user) throw CHANNEL_ERRORS.channelNotFound()
  return user
}

/** Sets the custom URL through accounts; the spec's reasons (err-invalid-input, err-duplicate-url). */
async function setCustomUrl(deps: ChannelsDeps, userOid: string, customUrl: string) {
  if (!CUSTOM_URL.test(customUrl.trim())) throw CHANNEL_ERRORS.customUrlInvalid()
  try {
    await deps.users.setCustomUrl(userOid, customUrl.trim())
  } catch (error) {
    if ((error as { code?: string }).code === 'CUSTOM_URL_UNAVAILABLE') {
      // The format passed: a reserved word or another user's URL.
      throw CHANNEL_ERRORS.customUrlDuplicate()
    }
    throw error
  }
}

export async function registerCreator(
  deps: ChannelsDeps,
  viewer: SessionUser,
  input: CreatorRegisterRequest,
): Promise<ChannelSettingsView> {
  if (input.agreeTerms !== true || input.agreeFeeTerms !== true)
    throw CHANNEL_ERRORS.termsRequired()
  if (input.customUrl !== undefined) await setCustomUrl(deps, viewer.oid, input.customUrl)
  const now = deps.clock.now()
  await ensureProfile(deps, viewer.oid)
  // A repeated registration keeps the first agreement times.
  await deps.db
    .updateTable('channel_profiles')
    .set((eb) => ({
      registered_at: eb.fn.coalesce('registered_at', eb.val(now)),
      terms_agreed_at: eb.fn.coalesce('terms_agreed_at', eb.val(now)),
      fee_terms_agreed_at: eb.fn.coalesce('fee_terms_agreed_at', eb.val(now)),
      updated_at: now,
    }))
    .where('creator_oid', '=', viewer.oid)
    .execute()
  await deps.users.grantCreatorRole(viewer.oid)
  return getSettings(deps, viewer.oid)
}

export async function getSettings(deps: ChannelsDeps, creatorOid: string) {
  const [user, row] = await Promise.all([userOf(deps, creatorOid), findProfile(deps, creatorOid)])
  return settingsView(user, row)
}

/** Only a registered creator (or an admin acting on a creator) changes channel settings. */
export async function requireRegistered(deps: ChannelsDeps, creatorOid: string) {
  const row = await findProfile(deps, creatorOid)
  if (!row?.registered_at) throw CHANNEL_ERRORS.notCreator()
  return row
}

export async function updateSettings(
  deps: ChannelsDeps,
  creatorOid: string,
  input: ChannelSettingsRequest,
): Promise<ChannelSettingsView> {
  const row = await requireRegistered(deps, creatorOid)
  // Everything is checked before anything is written: a refusal changes nothing.
  const tabs = input.tabs ? checkTabs(input.tabs) : null
  const socialLinks = input.socialLinks
    ? mergeSocialLinks(row.social_links, input.socialLinks)
    : null
  if (input.customUrl !== undefined) await setCustomUrl(deps, creatorOid, input.customUrl)
  await deps.db
    .updateTable('channel_profiles')
    .set({
      ...(tabs ? { tabs: JSON.stringify(tabs) } : {}),
      ...(socialLinks ? { social_links: JSON.stringify(socialLinks) } : {}),
      ...(input.hideFanList === undefined ? {} : { hide_fan_list: input.hideFanList }),
      ...(input.hideCoinAmounts === undefined ? {} : { hide_coin_amounts: input.hideCoinAmounts }),
      ...(input.intro === undefined ? {} : { intro: input.intro }),
      updated_at: deps.clock.now(),
    })
    .where('creator_oid', '=', creatorOid)
    .execute()
  return getSettings(deps, creatorOid)
}

export async function setPartnerLevel(deps: ChannelsDeps, creatorOid: string, level: PartnerLevel) {
  // The admin names a creator: one who never registered has no channel to level.
  if (!(await findProfile(deps, creatorOid))?.registered_at) throw CHANNEL_ERRORS.channelNotFound()
  await deps.db
    .updateTable('channel_profiles')
    .set({ partner_level: level, updated_at: deps.clock.now() })
    .where('creator_oid', '=', creatorOid)
    .execute()
  return getSettings(deps, creatorOid)
}

/**
 * The channel behind a custom URL or an oid, as the public sees it: hidden (not found) while
 * incomplete, except to its creator and admins, who see it to finish it.
 */
export async function resolveChannel(
  deps: ChannelsDeps,
  viewer: SessionUser | null,
  query: { customUrl?: string | undefined; oid?: string | undefined },
) {
  let user: ChannelUser | null = null
  if (query.oid)
    user = isObjectId(query.oid) ? ((await deps.users.findUsers([query.oid]))[0] ?? null) : null
  else if (query.customUrl) {
    user = CUSTOM_URL.test(query.customUrl)
      ? await deps.users.findByCustomUrl(query.customUrl)
      : null
  }
  if (!user) throw CHANNEL_ERRORS.channelNotFound()
  const row = await findProfile(deps, user.oid)
  const settings = settingsView(user, row)
  const privileged = viewer?.oid === user.oid || !!viewer?.roles.includes('admin')
  if (settings.incomplete.length > 0 && !privileged) throw CHANNEL_ERRORS.channelNotFound()
  return { user, settings, isMine: viewer?.oid === user.oid }
}
