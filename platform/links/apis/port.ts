/** The port to each linked platform's API: who the token names, their streams and chat. */
import type { LinkPlatform } from '../contract'
import type { ApiResult } from './result'

export interface PlatformProfile {
  externalId: string
  handle: string
  displayName: string
  followers: number
}

export interface PlatformStream {
  live: boolean
  viewers: number
  thumbnailUrl: string | null
  /** YouTube's live chat id (its chat is read by it). */
  chatId: string | null
}

export interface PlatformChatMessage {
  /** The platform's own id: multichat relays each once. */
  id: string
  author: string
  text: string
}

export interface PlatformChatPage {
  messages: PlatformChatMessage[]
  cursor: string | null
  /** The platform's asked-for wait before the next read. */
  pollAfterMs: number
}

export interface PlatformApi {
  profile(accessToken: string): Promise<ApiResult<PlatformProfile>>
  stream(accessToken: string, externalId: string): Promise<ApiResult<PlatformStream>>
  chat(
    accessToken: string,
    stream: { externalId: string; chatId: string | null },
    cursor: string | null,
  ): Promise<ApiResult<PlatformChatPage>>
}

export type PlatformApis = Partial<Record<LinkPlatform, PlatformApi>>
