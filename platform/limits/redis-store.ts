/**
 * Budgets in Redis (`REDIS_URL`), through the client live chat's bus uses: each reservation
 * is one Lua script, which Redis runs alone, mirroring policy.ts's `reserveBudget`. A key
 * expires with its budget, counted on the caller's clock (PEXPIRE, not Redis's own time),
 * so a clock set apart in tests or demos keeps its budgets as long as they last.
 */
import { createClient } from '@redis/client'
import type { Logger } from 'pino'
import { type LimitPolicy, verdict } from './policy'
import { type LimitStore, storedKey } from './store'

/** Redis keys of this product's budgets (the chat bus uses `taleloom:livechat`). */
export const REDIS_LIMIT_PREFIX = 'taleloom:limit:'
const CONNECT_TIMEOUT_MS = 5_000

const RESERVE = `
local key, kind, now = KEYS[1], ARGV[1], tonumber(ARGV[2])
local h = redis.call('HMGET', key, 'c', 'm', 'e')
local live = h[3] and tonumber(h[3]) > now
local c, m, e = 0, 0, 0
if live then c, m, e = tonumber(h[1]), tonumber(h[2]), tonumber(h[3]) end
local count, mark, granted, expires
if kind == 'window' then
  local limit, window = tonumber(ARGV[3]), tonumber(ARGV[4])
  if live then
    count, mark, expires = math.min(c + 1, limit + 1), m, e
  else
    count, mark, expires = 1, now, now + window
  end
  granted = count <= limit
elseif kind == 'bucket' then
  local burst, interval = tonumber(ARGV[3]), tonumber(ARGV[4])
  local kept = now
  if live then kept = m end
  local nextMark = math.max(kept, now) + interval
  granted = nextMark - now <= burst * interval
  if granted then
    count, mark, expires = math.ceil((nextMark - now) / interval), nextMark, nextMark
  else
    count, mark, expires = burst + 1, kept, now
    if live then expires = e end
  end
else
  local free, first, most, forget =
    tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
  if live and m > now then
    count, mark, granted, expires = c, m, false, e
  else
    count, mark, granted = c + 1, 0, true
    if count >= free then mark = now + math.min(first * 2 ^ (count - free), most) end
    expires = math.max(mark, now) + forget
  end
end
local g = 0
if granted then g = 1 end
local f = function(x) return string.format('%.0f', x) end
redis.call('HSET', key, 'c', f(count), 'm', f(mark), 'g', g, 'e', f(expires))
if expires > now then
  redis.call('PEXPIRE', key, f(expires - now))
else
  redis.call('DEL', key)
end
return {f(count), f(mark), g, f(expires)}
`

const RELEASE = `
local key, now, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2])
local h = redis.call('HMGET', key, 'c', 'e')
if h[2] and tonumber(h[2]) > now then
  redis.call('HSET', key, 'c', math.max(math.min(tonumber(h[1]), limit) - 1, 0))
end
return 0
`

const policyArguments = (policy: LimitPolicy): number[] => {
  switch (policy.kind) {
    case 'window':
      return [policy.limit, policy.windowMs]
    case 'bucket':
      return [policy.burst, policy.intervalMs]
    case 'lockout':
      return [policy.free, policy.firstLockMs, policy.maxLockMs, policy.forgetMs]
  }
}

/** The URL without its password, for messages and logs. */
function redact(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'an unreadable URL'
  }
}

/** Connects, or refuses to start: limits that cannot be kept must not silently go. */
export async function createRedisLimitStore(deps: {
  url: string
  clock: { now(): Date }
  logger: Logger
  /** Another key prefix (tests keep theirs apart). */
  prefix?: string
}): Promise<LimitStore> {
  const where = redact(deps.url)
  const prefix = deps.prefix ?? REDIS_LIMIT_PREFIX
  let connected = false
  const client = createClient({
    url: deps.url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection, give up (the server refuses to start); after it, retry.
      reconnectStrategy: (retries: number, cause: Error) =>
        connected ? Math.min(100 * 2 ** retries, 5_000) : cause,
    },
  })
  client.on('error', (error: Error) => {
    if (connected) deps.logger.warn({ err: error }, `limits: Redis at ${where}`)
  })
  try {
    await client.connect()
  } catch (error) {
    if (client.isOpen) client.destroy()
    throw new Error(
      `REDIS_URL is set but no Redis answered at ${where} (${(error as Error).message}); unset REDIS_URL to keep rate limits and attempt counters in the database`,
      { cause: error },
    )
  }
  connected = true
  const loaded = new Map<string, string>()

  /** EVALSHA, loading the script first and again after Redis forgot it (a restart). */
  async function run(script: string, key: string, args: (string | number)[]) {
    const options = { keys: [`${prefix}${storedKey(key)}`], arguments: args.map(String) }
    for (let attempt = 0; ; attempt += 1) {
      let sha = loaded.get(script)
      if (!sha) {
        sha = await client.scriptLoad(script)
        loaded.set(script, sha)
      }
      try {
        return await client.evalSha(sha, options)
      } catch (error) {
        if (attempt > 0 || !String((error as Error).message).startsWith('NOSCRIPT')) throw error
        loaded.delete(script)
      }
    }
  }

  const now = (at?: number) => at ?? deps.clock.now().getTime()
  return {
    kind: 'redis',
    async reserve(key, policy, at) {
      const time = now(at)
      const reply = (await run(RESERVE, key, [
        policy.kind,
        time,
        ...policyArguments(policy),
      ])) as unknown as [string, string, number, string]
      return verdict(
        policy,
        {
          count: Number(reply[0]),
          mark: Number(reply[1]),
          granted: Number(reply[2]) === 1,
          expiresAt: Number(reply[3]),
        },
        time,
      )
    },
    async release(key, policy, at) {
      await run(RELEASE, key, [now(at), policy.limit])
    },
    async reset(key) {
      await client.del(`${prefix}${storedKey(key)}`)
    },
    // Redis drops a key when its budget ends.
    async sweep() {
      return 0
    },
    async close() {
      connected = false
      await client.close()
    },
  }
}
