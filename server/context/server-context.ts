import type { Logger } from 'pino'
import type { AccountsArea } from '../../platform/accounts'
import type { AdminArea, Machinery } from '../../platform/admin'
import type { AnalyticsArea } from '../../platform/analytics'
import type { Billing, ChannelsArea } from '../../platform/channels'
import type { ChatArea } from '../../platform/chat'
import type { ContentArea } from '../../platform/content'
import type { Database } from '../../platform/db'
import type { DirectChatArea } from '../../platform/direct-chat'
import type { DiscordArea } from '../../platform/discord'
import type { EmoticonsArea } from '../../platform/emoticons'
import type { EncodingArea } from '../../platform/encoding'
import type { AreaMount, Clock } from '../../platform/http'
import type { LimitStore } from '../../platform/limits'
import type { Mailer } from '../../platform/mail'
import type { PaymentsArea } from '../../platform/payments'
import type { RevenueArea } from '../../platform/revenue'
import type { SignInArea } from '../../platform/sign-in'
import type { StoriesArea } from '../../platform/stories'
import type { UploadsArea } from '../../platform/uploads'
import type { WalletArea } from '../../platform/wallet'
import type { Config } from '../config'
import type { ModelCatalogue } from '../models'
import type { LiveAreas } from './live'
import type { PlatformLinkAreas } from './platform-links'

/** Everything a running server holds: the composition root's product. */
export interface ServerContext extends LiveAreas, PlatformLinkAreas {
  version: string
  config: Config
  logger: Logger
  clock: Clock
  database: Database
  /** The attempt budgets of every rate limit and attempt counter, shared by all instances. */
  limits: LimitStore
  mailer: Mailer
  accounts: AccountsArea
  /** Google and Apple login over OpenID Connect (docs/SIGN-IN.md). */
  signIn: SignInArea
  stories: StoriesArea
  wallet: WalletArea
  payments: PaymentsArea
  models: ModelCatalogue
  chat: ChatArea
  content: ContentArea
  /** The upload and asset service (the demo media seed uploads through it). */
  uploads: UploadsArea
  encoding: EncodingArea
  channels: ChannelsArea
  /** Paid subscriptions: first payments and the renewal scheduler. */
  billing: Billing
  revenue: RevenueArea
  emoticons: EmoticonsArea
  discord: DiscordArea
  /** Direct chat between fans and creators (docs/DIRECT-CHAT.md). */
  directChat: DirectChatArea
  /** The admin audit log every admin change is written to. */
  admin: AdminArea
  /** The client's analytics events, in our own month-partitioned table (docs/ANALYTICS.md). */
  analytics: AnalyticsArea
  /** The background jobs and work queues: the queue monitor's and `/metrics`' figures. */
  machinery: Machinery
  /** Sub-apps mounted under /api, in order. */
  areas: AreaMount[]
  /** Folder of the Vite build, or null to serve the API only. */
  webRoot: string | null
  close(): Promise<void>
}

export interface ContextOverrides {
  logger?: Logger
  database?: Database
  mailer?: Mailer
  clock?: Clock
  webRoot?: string | null
  /** The publish compile's deadline (the stories area's default otherwise). */
  compileTimeLimitMs?: number
  /**
   * Background jobs (schedulers, workers, sweeps, maintenance); on unless a test builds the
   * product without them. Their work stays callable through the areas.
   */
  jobs?: boolean
}
