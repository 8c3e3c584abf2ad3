/** Test helpers of the Discord area: a local Discord, and channel tiers and subscriptions to sync. */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Kysely } from 'kysely'
import type { DB } from '../db'
import { newObjectId } from '../db/ids'

/**
 * A local Discord for tests: a node:http server speaking the REST API v10 shapes the port
 * uses (bot-token auth, member roles, kicks, guilds.join, OAuth2 token exchange and
 * users/@me), with its own members and roles, 429 answers with `retry_after`, and outages.
 */
export interface FakeDiscordRequest {
  method: string
  path: string
  authorization: string | null
  auditReason: string | null
  body: string
}

export interface FakeDiscord {
  url: string
  botToken: string
  clientId: string
  clientSecret: string
  /** guild id → member id → role ids. */
  guilds: Map<string, Map<string, Set<string>>>
  requests: FakeDiscordRequest[]
  /** The next `count` member/role calls answer 429 with this `retry_after` (seconds). */
  rateLimitNext(count: number, retryAfterSeconds: number): void
  /** While true, every call answers 502 (Discord away). */
  outage: boolean
  /** An OAuth2 code the token endpoint accepts, naming this Discord user. */
  issueCode(user: { id: string; username: string }): string
  rolesOf(guildId: string, userId: string): string[]
  close(): Promise<void>
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}
const noContent = (response: ServerResponse) => {
  response.writeHead(204)
  response.end()
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export async function startFakeDiscord(
  options: { guilds?: Record<string, string[]> } = {},
): Promise<FakeDiscord> {
  const botToken = 'fake-bot-token'
  const clientId = '100000000000000001'
  const clientSecret = 'fake-client-secret'
  const guilds = new Map<string, Map<string, Set<string>>>()
  const guildRoles = new Map<string, Set<string>>()
  for (const [guildId, roles] of Object.entries(options.guilds ?? {})) {
    guilds.set(guildId, new Map())
    guildRoles.set(guildId, new Set(roles))
  }
  const codes = new Map<string, { id: string; username: string }>()
  const tokens = new Map<string, { id: string; username: string }>()
  const requests: FakeDiscordRequest[] = []
  let rateLimited = 0
  let retryAfter = 1
  let counter = 0

  const fake: FakeDiscord = {
    url: '',
    botToken,
    clientId,
    clientSecret,
    guilds,
    requests,
    outage: false,
    rateLimitNext(count, seconds) {
      rateLimited = count
      retryAfter = seconds
    },
    issueCode(user) {
      counter += 1
      const code = `code-${counter}`
      codes.set(code, user)
      return code
    },
    rolesOf: (guildId, userId) => [...(guilds.get(guildId)?.get(userId) ?? [])].sort(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const path = url.pathname.replace(/^\/api\/v10/, '')
    const body = await readBody(request)
    const authorization = request.headers.authorization ?? null
    requests.push({
      method: request.method ?? 'GET',
      path,
      authorization,
      auditReason: (request.headers['x-audit-log-reason'] as string | undefined) ?? null,
      body,
    })
    if (fake.outage) return json(response, 502, { message: 'Bad Gateway', code: 0 })

    if (request.method === 'POST' && path === '/oauth2/token') {
      const form = new URLSearchParams(body)
      const user = codes.get(form.get('code') ?? '')
      const clientOk =
        form.get('client_id') === clientId && form.get('client_secret') === clientSecret
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !clientOk ||
        !user ||
        !form.get('redirect_uri')
      ) {
        return json(response, 400, { error: 'invalid_grant' })
      }
      codes.delete(form.get('code') ?? '')
      const accessToken = `access-${user.id}-${counter}`
      tokens.set(accessToken, user)
      return json(response, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: `refresh-${user.id}`,
        scope: 'identify guilds.join',
      })
    }
    if (request.method === 'GET' && path === '/users/@me') {
      const user = tokens.get((authorization ?? '').replace(/^Bearer /, ''))
      if (!user) return json(response, 401, { message: '401: Unauthorized', code: 0 })
      return json(response, 200, {
        id: user.id,
        username: user.username,
        discriminator: '0',
        avatar: null,
      })
    }

    if (authorization !== `Bot ${botToken}`)
      return json(response, 401, { message: '401: Unauthorized', code: 0 })
    if (rateLimited > 0) {
      rateLimited -= 1
      return json(
        response,
        429,
        { message: 'You are being rate limited.', retry_after: retryAfter, global: false },
        { 'retry-after': String(Math.ceil(retryAfter)), 'x-ratelimit-scope': 'user' },
      )
    }
    const match = /^\/guilds\/(\d+)\/members\/(\d+)(?:\/roles\/(\d+))?$/.exec(path)
    if (!match) return json(response, 404, { message: '404: Not Found', code: 0 })
    const [, guildId, userId, roleId] = match as unknown as [
      string,
      string,
      string,
      string | undefined,
    ]
    const members = guilds.get(guildId)
    if (!members) return json(response, 404, { message: 'Unknown Guild', code: 10004 })
    const member = members.get(userId)
    if (roleId !== undefined) {
      if (!guildRoles.get(guildId)?.has(roleId))
        return json(response, 404, { message: 'Unknown Role', code: 10011 })
      if (!member) return json(response, 404, { message: 'Unknown Member', code: 10007 })
      if (request.method === 'PUT') member.add(roleId)
      else if (request.method === 'DELETE') member.delete(roleId)
      else return json(response, 405, { message: '405: Method Not Allowed', code: 0 })
      return noContent(response)
    }
    if (request.method === 'DELETE') {
      if (!member) return json(response, 404, { message: 'Unknown Member', code: 10007 })
      members.delete(userId)
      return noContent(response)
    }
    if (request.method === 'PUT') {
      const payload = JSON.parse(body || '{}') as { access_token?: string; roles?: string[] }
      const user = tokens.get(payload.access_token ?? '')
      if (!user || user.id !== userId)
        return json(response, 403, { message: 'Invalid OAuth2 access token', code: 50025 })
      if (member) return noContent(response)
      members.set(
        userId,
        new Set((payload.roles ?? []).filter((role) => guildRoles.get(guildId)?.has(role))),
      )
      return json(response, 201, {
        user: { id: userId, username: user.username },
        roles: payload.roles ?? [],
      })
    }
    return json(response, 405, { message: '405: Method Not Allowed', code: 0 })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) =>
      json(response, 500, { message: String(error), code: 0 }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10`
  return fake
}

/**
 * Tiers and subscriptions written straight into the channels area's tables, for the
 * emoticon and Discord tests (the channels area's own routes are tested there).
 */
export async function seedTier(
  db: Kysely<DB>,
  input: { creatorOid: string; position: number; name?: string },
): Promise<string> {
  const tierHash = randomBytes(8).toString('hex')
  const now = new Date()
  await db
    .insertInto('channel_tiers')
    .values({
      tier_hash: tierHash,
      creator_oid: input.creatorOid,
      position: input.position,
      name: input.name ?? `Tier ${input.position}`,
      details: '',
      price: 10 * (input.position + 1),
      price_usd: input.position + 1,
      price_jpy: 100 * (input.position + 1),
      price_krw: 1000 * (input.position + 1),
      icon_url: null,
      streak: false,
      is_free: false,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return tierHash
}

/** A live subscription around `now`: this month's period. */
export async function seedSubscription(
  db: Kysely<DB>,
  input: { userOid: string; creatorOid: string; tierHash: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date()
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  const oid = newObjectId(now.getTime())
  await db
    .insertInto('channel_subscriptions')
    .values({
      oid,
      user_oid: input.userOid,
      creator_oid: input.creatorOid,
      tier_hash: input.tierHash,
      kind: 'free',
      state: 'subscribed',
      started_at: now,
      period_start: start,
      period_end: end,
      cancel_requested_at: null,
      cancelled_at: null,
      card_oid: null,
      currency: null,
      amount: null,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return oid
}

/** Ends a subscription now (as billing or an unsubscribe past its period does). */
export async function endSubscription(db: Kysely<DB>, oid: string, now = new Date()) {
  await db
    .updateTable('channel_subscriptions')
    .set({ state: 'cancelled', cancelled_at: now, period_end: now, updated_at: now })
    .where('oid', '=', oid)
    .execute()
}
