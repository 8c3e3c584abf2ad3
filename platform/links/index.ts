/**
 * Links area: a user's X, Twitch and YouTube accounts linked through OAuth 2 (PKCE, state),
 * follower counts, the X follower reward, the creator's linked streams and multichat
 * (docs/PLATFORM-LINKS.md). Routes mount under `/api`.
 */
import type { AreaMount, Clock } from '../http'
import type { PlatformApis } from './apis/port'
import { createTwitchApi } from './apis/twitch'
import { createTwitchChatReader, type TwitchChatReader } from './apis/twitch-chat'
import { createXApi } from './apis/x'
import { createYouTubeApi } from './apis/youtube'
import type { LinkPlatform } from './contract'
import { createOAuthClient, type OAuthClient } from './oauth'
import type { LinksDeps } from './ports'
import { linksRoutes } from './routes'
import { createLinksService, type LinksService } from './service'
import type { LinksSettings } from './settings'
import { createTokenCipher, deriveTokenKey } from './token-cipher'

/** HKDF label of the fallback token key: no other use of the server secret shares it. */
const TOKEN_KEY_LABEL = 'taleloom/platform-links/token-key/v1'

export interface LinksArea {
  service: LinksService
  /** Multichat's poll, run by the server's job loop at `settings.pollIntervalMs`. */
  poller: { run: () => Promise<number>; intervalMs: number }
  mounts: AreaMount[]
  close(): void
}

/** The configured platforms' OAuth clients and API adapters. */
export function platformClients(
  settings: LinksSettings,
  clock: Clock,
  twitchChat: TwitchChatReader | null,
): { oauth: Partial<Record<LinkPlatform, OAuthClient>>; apis: PlatformApis } {
  const { twitter, twitch, youtube } = settings.providers
  return {
    oauth: Object.fromEntries(
      Object.entries(settings.providers).map(([platform, provider]) => [
        platform,
        createOAuthClient(provider),
      ]),
    ),
    apis: {
      ...(twitter ? { twitter: createXApi(twitter.apiBase, clock) } : {}),
      ...(twitch ? { twitch: createTwitchApi(twitch, clock, twitchChat) } : {}),
      ...(youtube ? { youtube: createYouTubeApi(youtube.apiBase, clock) } : {}),
    },
  }
}

export function createLinks(
  deps: Omit<LinksDeps, 'oauth' | 'apis' | 'tokens'> &
    Partial<Pick<LinksDeps, 'oauth' | 'apis'>> & {
      /** The server secret (configured or kept in the database): the fallback token key. */
      secret: string
    },
): LinksArea {
  const twitchChat = deps.settings.providers.twitch
    ? createTwitchChatReader(deps.settings.twitchChatUrl)
    : null
  const clients = platformClients(deps.settings, deps.clock, twitchChat)
  const { secret, ...rest } = deps
  const full: LinksDeps = {
    ...rest,
    oauth: deps.oauth ?? clients.oauth,
    apis: deps.apis ?? clients.apis,
    // Configured keys seal; the derived one still opens what it sealed before they were set.
    tokens: createTokenCipher(
      [...deps.settings.tokenKeys, deriveTokenKey(secret, TOKEN_KEY_LABEL)],
      'platform_links',
    ),
  }
  const service = createLinksService(full)
  return {
    service,
    poller: { run: service.pollMultichat, intervalMs: deps.settings.pollIntervalMs },
    mounts: [{ prefix: '', routes: linksRoutes(service, deps.publicUrl) }],
    close: () => twitchChat?.close(),
  }
}

export type * from './contract'
export { linksMigrations } from './migrations'
export type { LinksDeps, LinksLivePort, LinksWalletPort } from './ports'
export type { LinksService } from './service'
export { type LinksSettings, readLinksSettings } from './settings'
export type { LinksTables } from './tables'
