/**
 * Each platform's OAuth 2 client and API base from the environment (docs/CONFIGURATION.md).
 * A platform without its client id and secret is not offered: its link button is hidden.
 */
import type { LinkPlatform } from './contract'
import { parseTokenKeys, type TokenKey } from './token-cipher'

export interface ProviderSettings {
  clientId: string
  clientSecret: string
  authorizeUrl: string
  tokenUrl: string
  /** The REST base the follower counts, streams and chat are read from. */
  apiBase: string
  /** How the client authenticates at the token endpoint (X: Basic; Twitch, Google: post). */
  clientAuth: 'basic' | 'post'
  scope: string
}

export interface LinksSettings {
  providers: Partial<Record<LinkPlatform, ProviderSettings>>
  /** How often multichat reads the linked chats (the platform may ask for longer). */
  pollIntervalMs: number
  /** Twitch's chat socket (`TWITCH_CHAT_URL`; a local fake in tests). */
  twitchChatUrl: string
  /**
   * Keys sealing the stored OAuth tokens (`TALELOOM_LINK_TOKEN_KEYS`, the first seals); empty:
   * a key derived from the server secret. That derived key always opens too.
   */
  tokenKeys: TokenKey[]
}

const DEFAULTS: Record<LinkPlatform, Omit<ProviderSettings, 'clientId' | 'clientSecret'>> = {
  twitter: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    apiBase: 'https://api.x.com/2',
    clientAuth: 'basic',
    scope: 'users.read tweet.read',
  },
  twitch: {
    authorizeUrl: 'https://id.twitch.tv/oauth2/authorize',
    tokenUrl: 'https://id.twitch.tv/oauth2/token',
    apiBase: 'https://api.twitch.tv/helix',
    clientAuth: 'post',
    scope: 'moderator:read:followers user:read:chat',
  },
  youtube: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    apiBase: 'https://www.googleapis.com/youtube/v3',
    clientAuth: 'post',
    scope: 'https://www.googleapis.com/auth/youtube.readonly',
  },
}

/** Environment prefixes: `X_`, `TWITCH_`, `YOUTUBE_` + CLIENT_ID, CLIENT_SECRET, AUTHORIZE_URL, TOKEN_URL, API_BASE. */
const PREFIX: Record<LinkPlatform, string> = { twitter: 'X', twitch: 'TWITCH', youtube: 'YOUTUBE' }

export function readLinksSettings(env: Record<string, string | undefined>): LinksSettings {
  const providers: LinksSettings['providers'] = {}
  for (const platform of Object.keys(DEFAULTS) as LinkPlatform[]) {
    const prefix = PREFIX[platform]
    const clientId = env[`${prefix}_CLIENT_ID`]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]
    if (!clientId || !clientSecret) continue
    const base = DEFAULTS[platform]
    providers[platform] = {
      ...base,
      clientId,
      clientSecret,
      authorizeUrl: env[`${prefix}_AUTHORIZE_URL`] || base.authorizeUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`] || base.tokenUrl,
      apiBase: (env[`${prefix}_API_BASE`] || base.apiBase).replace(/\/+$/, ''),
    }
  }
  const interval = Number(env.MULTICHAT_POLL_INTERVAL_MS ?? 3_000)
  const tokenKeys = parseTokenKeys(env.TALELOOM_LINK_TOKEN_KEYS ?? '')
  if (typeof tokenKeys === 'string')
    throw new Error(`Invalid configuration:\n  TALELOOM_LINK_TOKEN_KEYS: ${tokenKeys}`)
  return {
    providers,
    pollIntervalMs: Number.isFinite(interval) && interval >= 0 ? interval : 3_000,
    twitchChatUrl: env.TWITCH_CHAT_URL || 'wss://irc-ws.chat.twitch.tv:443',
    tokenKeys,
  }
}
