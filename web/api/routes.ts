import type { AccountRoutes } from '../../platform/accounts/contract'
import type { ChannelsRoutes } from '../../platform/channels/contract'
import type { CommentsRoutes } from '../../platform/chat/comments/contract'
import type { RoomsRoutes } from '../../platform/chat/rooms/contract'
import type { CatalogRoutes } from '../../platform/content/catalog/contract'
import type { DiscordRoutes } from '../../platform/discord/contract'
import type { EmoticonsRoutes } from '../../platform/emoticons/contract'
import type { NotificationsRoutes } from '../../platform/notifications/contract'
import type { PaymentsRoutes } from '../../platform/payments/contract'
import type { RevenueRoutes } from '../../platform/revenue/contract'
import type { StoriesRoutes } from '../../platform/stories/contract'
import type { WalletRoutes } from '../../platform/wallet/contract'
import type { HttpMethod } from './build-request'

/** A map's routes moved under a prefix: `'POST /login'` under `/account` is `'POST /account/login'`. */
type Under<Prefix extends string, Routes> = {
  [Route in keyof Routes as Route extends `${infer Method} ${infer Path}`
    ? `${Method} ${Prefix}${Path}`
    : never]: Routes[Route]
}

/**
 * Every route the front ends call, as the areas' contracts declare them: `'METHOD /path'`
 * (relative to `/api`, `:name` a path parameter) to its request and response. The typed
 * client takes its paths, inputs and answers from here, so a call cannot drift from its route.
 */
export type ApiRoutes = Under<'/account', AccountRoutes> &
  CatalogRoutes &
  ChannelsRoutes &
  CommentsRoutes &
  DiscordRoutes &
  EmoticonsRoutes &
  NotificationsRoutes &
  PaymentsRoutes &
  RevenueRoutes &
  RoomsRoutes &
  StoriesRoutes &
  WalletRoutes

export type ApiRoute = keyof ApiRoutes

/** One method's routes by path: `RoutesOf<'GET'>['/content/channel']` (a concrete method only). */
export type RoutesOf<Method extends HttpMethod> = {
  [Route in ApiRoute as Route extends `${Method} ${infer Path}` ? Path : never]: ApiRoutes[Route]
}

/** What a route takes: its query (GET) or body, path parameters included by name. */
export type ApiInput<Route extends ApiRoute> = ApiRoutes[Route]['request']

/** What a route answers. */
export type ApiAnswer<Route extends ApiRoute> = ApiRoutes[Route]['response']
