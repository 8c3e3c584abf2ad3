import { createClient } from '@redis/client'
/**
 * Tests that need a tool of the machine (ffmpeg, nginx-rtmp, espeak-ng, Redis) skip without
 * it on a developer's machine, saying why — and fail in CI (`CI=true`), where `.ci/run`
 * installs every tool: no test passes there by not running.
 */
export function skipWithout(tool: string, reason: string | null): boolean {
  if (reason === null) return false
  if (process.env.CI === 'true') {
    throw new Error(`${tool} is required in CI, but ${reason}`)
  }
  console.warn(`[${tool}] tests skipped: ${reason}`)
  return true
}

/** The Redis the tests use: `REDIS_URL`, else the one `.ci/run` starts on 127.0.0.1:6379. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/** Why the tests' Redis cannot be used, or null when it answers a PING. */
export async function probeRedis(): Promise<string | null> {
  const client = createClient({
    url: TEST_REDIS_URL,
    socket: { connectTimeout: 2_000, reconnectStrategy: false },
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return null
  } catch (error) {
    return `no Redis at ${TEST_REDIS_URL} (${(error as Error).message})`
  } finally {
    if (client.isOpen) client.destroy()
  }
}
