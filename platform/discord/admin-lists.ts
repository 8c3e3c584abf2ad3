/**
 * The admin's lists: creators connected to the bot and one creator's linked members, newest
 * link first, keyset-paged by (link time, id) and searched by a Discord id, a creator or
 * member id, or an account's e-mail or nickname start (through the users port).
 */
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely'
import type { DB } from '../db'
import type {
  DiscordAdminCreatorsResponse,
  DiscordAdminMembersResponse,
  DiscordMemberLink,
} from './contract'
import { SNOWFLAKE } from './contract'
import { DISCORD_ERRORS } from './errors'
import type { DiscordContext } from './ports'
import type { DiscordGuildsTable } from './tables'

export const CREATORS_PAGE = 30
export const MEMBERS_PAGE = 50
const OBJECT_ID = /^[0-9a-f]{24}$/

interface ListQuery {
  q?: string | undefined
  before?: string | undefined
}

/** `${ms}.${oid}` of a row, and back: the next page holds rows strictly older than it. */
export function cursorOf(linkedAt: Date | string, oid: string): string {
  return `${new Date(linkedAt).getTime()}.${oid}`
}
function readCursor(before: string | undefined) {
  if (!before) return null
  const [ms, oid] = before.split('.')
  return { at: new Date(Number(ms)), oid: String(oid) }
}

/** The account ids a non-id search names (e-mail exactly, or a nickname start). */
async function accountsNamed(context: DiscordContext, q: string): Promise<string[]> {
  return q.length > 0 ? context.users.find(q) : []
}

type CreatorsEb = ExpressionBuilder<DB, 'discord_guilds'>

async function creatorFilter(
  context: DiscordContext,
  q: string,
): Promise<((eb: CreatorsEb) => Expression<SqlBool>) | null> {
  if (!q) return null
  if (SNOWFLAKE.test(q)) {
    return (eb) =>
      eb.or([
        eb('discord_guilds.guild_id', '=', q),
        eb.exists(
          eb
            .selectFrom('discord_members')
            .select('discord_members.user_oid')
            .whereRef('discord_members.creator_oid', '=', 'discord_guilds.creator_oid')
            .where('discord_members.discord_id', '=', q),
        ),
      ])
  }
  const oids = OBJECT_ID.test(q) ? [q] : await accountsNamed(context, q)
  return (eb) => (oids.length ? eb('discord_guilds.creator_oid', 'in', oids) : eb.lit(false))
}

export async function adminCreatorsPage(
  context: DiscordContext,
  query: ListQuery,
): Promise<DiscordAdminCreatorsResponse> {
  const filter = await creatorFilter(context, (query.q ?? '').trim())
  const cursor = readCursor(query.before)
  let select = context.db.selectFrom('discord_guilds').selectAll()
  if (filter) select = select.where(filter)
  if (cursor) {
    select = select.where((eb) =>
      eb.or([
        eb('linked_at', '<', cursor.at),
        eb.and([eb('linked_at', '=', cursor.at), eb('creator_oid', '<', cursor.oid)]),
      ]),
    )
  }
  const rows = await select
    .orderBy('linked_at', 'desc')
    .orderBy('creator_oid', 'desc')
    .limit(CREATORS_PAGE + 1)
    .execute()
  const guilds = rows.slice(0, CREATORS_PAGE)
  const last = guilds.at(-1)
  const next =
    rows.length > CREATORS_PAGE && last ? cursorOf(last.linked_at, last.creator_oid) : null
  return { creators: await describeCreators(context, guilds), next }
}

async function describeCreators(context: DiscordContext, guilds: Selectable<DiscordGuildsTable>[]) {
  const oids = guilds.map((guild) => guild.creator_oid)
  if (oids.length === 0) return []
  const { db } = context
  const [members, jobs, names] = await Promise.all([
    db
      .selectFrom('discord_members')
      .select(['creator_oid', (eb) => eb.fn.countAll<string>().as('count')])
      .where('creator_oid', 'in', oids)
      .groupBy('creator_oid')
      .execute(),
    db
      .selectFrom('discord_outbox')
      .select(['creator_oid', (eb) => eb.fn.countAll<string>().as('count')])
      .where('creator_oid', 'in', oids)
      .where('state', '=', 'pending')
      .groupBy('creator_oid')
      .execute(),
    context.users.nicknames(oids),
  ])
  const memberCounts = new Map(members.map((row) => [row.creator_oid, Number(row.count)]))
  const jobCounts = new Map(jobs.map((row) => [row.creator_oid, Number(row.count)]))
  return guilds.map((guild) => ({
    creatorOid: guild.creator_oid,
    nickname: names.get(guild.creator_oid) ?? null,
    discordId: guild.guild_id,
    tierRoles: guild.tier_roles,
    members: memberCounts.get(guild.creator_oid) ?? 0,
    pendingJobs: jobCounts.get(guild.creator_oid) ?? 0,
    linkedAt: new Date(guild.linked_at).toISOString(),
  }))
}

type MembersEb = ExpressionBuilder<DB, 'discord_members'>

async function memberFilter(
  context: DiscordContext,
  q: string,
): Promise<((eb: MembersEb) => Expression<SqlBool>) | null> {
  if (!q) return null
  if (SNOWFLAKE.test(q)) return (eb) => eb('discord_id', '=', q)
  if (OBJECT_ID.test(q)) return (eb) => eb('user_oid', '=', q)
  const oids = await accountsNamed(context, q)
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return (eb) =>
    eb.or([
      eb(eb.fn('lower', ['username']), 'like', prefix),
      ...(oids.length ? [eb('user_oid', 'in', oids)] : []),
    ])
}

export async function adminMembersPage(
  context: DiscordContext,
  query: ListQuery & { creatorOid: string },
): Promise<DiscordAdminMembersResponse> {
  const guild = await context.db
    .selectFrom('discord_guilds')
    .select('guild_id')
    .where('creator_oid', '=', query.creatorOid)
    .executeTakeFirst()
  if (!guild) throw DISCORD_ERRORS.notLinked()
  const filter = await memberFilter(context, (query.q ?? '').trim())
  const cursor = readCursor(query.before)
  let select = context.db
    .selectFrom('discord_members')
    .selectAll()
    .where('creator_oid', '=', query.creatorOid)
  if (filter) select = select.where(filter)
  if (cursor) {
    select = select.where((eb) =>
      eb.or([
        eb('linked_at', '<', cursor.at),
        eb.and([eb('linked_at', '=', cursor.at), eb('user_oid', '<', cursor.oid)]),
      ]),
    )
  }
  const rows = await select
    .orderBy('linked_at', 'desc')
    .orderBy('user_oid', 'desc')
    .limit(MEMBERS_PAGE + 1)
    .execute()
  const page = rows.slice(0, MEMBERS_PAGE)
  const last = page.at(-1)
  const names = page.length
    ? await context.users.nicknames(page.map((row) => row.user_oid))
    : new Map()
  return {
    creatorOid: query.creatorOid,
    guildId: guild.guild_id,
    members: page.map((row) => ({
      userOid: row.user_oid,
      nickname: names.get(row.user_oid) ?? null,
      discordId: row.discord_id,
      username: row.username,
      roleState: row.role_state as DiscordMemberLink['roleState'],
      roleId: row.role_id,
      linkedAt: new Date(row.linked_at).toISOString(),
    })),
    next: rows.length > MEMBERS_PAGE && last ? cursorOf(last.linked_at, last.user_oid) : null,
  }
}
