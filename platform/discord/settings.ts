/**
 * Discord settings from the environment. Without a bot token and an OAuth2 client the area
 * still answers (`available: false`) and queues role changes for when it is configured.
 */
export interface DiscordSettings {
  /** The bot's token (`Authorization: Bot …`). */
  botToken: string
  /** The OAuth2 application's client id and secret (linking a member's account). */
  clientId: string
  clientSecret: string
  /** Discord's REST base, `https://discord.com/api/v10`; a local fake in tests. */
  apiBase: string
  /** Where the browser is sent to authorize (Discord's page). */
  authorizeUrl: string
}

export const DISCORD_API_BASE = 'https://discord.com/api/v10'

export function readDiscordSettings(
  env: Record<string, string | undefined>,
): DiscordSettings | null {
  const botToken = env.DISCORD_BOT_TOKEN
  const clientId = env.DISCORD_CLIENT_ID
  const clientSecret = env.DISCORD_CLIENT_SECRET
  if (!botToken || !clientId || !clientSecret) return null
  const apiBase = (env.DISCORD_API_BASE || DISCORD_API_BASE).replace(/\/+$/, '')
  return {
    botToken,
    clientId,
    clientSecret,
    apiBase,
    authorizeUrl: env.DISCORD_AUTHORIZE_URL || 'https://discord.com/oauth2/authorize',
  }
}

/** The area's configuration: Discord's settings (or null) and the outbox's pass interval. */
export function readDiscordConfig(env: Record<string, string | undefined>): {
  settings: DiscordSettings | null
  outboxIntervalMs: number
} {
  const interval = Number(env.DISCORD_OUTBOX_INTERVAL_MS ?? 5_000)
  return {
    settings: readDiscordSettings(env),
    outboxIntervalMs: Number.isFinite(interval) && interval >= 0 ? interval : 5_000,
  }
}
