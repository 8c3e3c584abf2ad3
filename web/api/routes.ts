import type { AccountRoutes } from '../../platform/accounts/contract'
import type { AdminRoutes } from '../../platform/admin/contract'
import type { AdultVerificationRoutes } from '../../platform/adult-verification/contract'
import type { AnalyticsRoutes } from '../../platform/analytics/contract'
import type { AssetsRoutes } from '../../platform/assets/contract'
import type { BillingAdminRoutes } from '../../platform/channels/billing/contract'
import type { ChannelsRoutes } from '../../platform/channels/contract'
import type { ChatAdminRoutes } from '../../platform/chat/admin/contract'
import type { CharacterDmRoutes } from '../../platform/chat/character-dm/contract'
import type { CommentsRoutes } from '../../platform/chat/comments/contract'
import type { StoryPreviewRoutes } from '../../platform/chat/contract'
import type { CouponsRoutes } from '../../platform/chat/coupons/contract'
import type { GroupsRoutes } from '../../platform/chat/groups/contract'
import type { ImagesRoutes } from '../../platform/chat/images/contract'
import type { PersonalRoutes } from '../../platform/chat/personal/contract'
import type { PromptLogsRoutes } from '../../platform/chat/prompt-logs/contract'
import type { RatingsRoutes } from '../../platform/chat/ratings/contract'
import type { RoomsRoutes } from '../../platform/chat/rooms/contract'
import type { TestTurnsRoutes } from '../../platform/chat/test-turns/contract'
import type { BannerRoutes } from '../../platform/content/banners/contract'
import type { CampaignsRoutes } from '../../platform/content/campaigns/contract'
import type { CatalogRoutes } from '../../platform/content/catalog/contract'
import type { CommunityRoutes } from '../../platform/content/community/contract'
import type { CurationRoutes, SearchCategoryRoutes } from '../../platform/content/curation/contract'
import type { EventsRoutes } from '../../platform/content/events/contract'
import type { FileContentRoutes } from '../../platform/content/files/contract'
import type { GachaRoutes } from '../../platform/content/gacha/contract'
import type {
  IllegalDownloaderAdminRoutes,
  InteractionRoutes,
} from '../../platform/content/interaction/contract'
import type { PlaylistRoutes } from '../../platform/content/playlists/contract'
import type { PollsRoutes } from '../../platform/content/polls/contract'
import type {
  PurchaseAccountRoutes,
  PurchaseContentRoutes,
} from '../../platform/content/purchases/contract'
import type { RecommendRoutes } from '../../platform/content/recommend/contract'
import type { ScenarioRoutes } from '../../platform/content/scenarios/contract'
import type { SearchRoutes } from '../../platform/content/search/contract'
import type { ContentToolsRoutes } from '../../platform/content/tools/contract'
import type { DirectChatRoutes } from '../../platform/direct-chat/contract'
import type { ImageMessageRoutes } from '../../platform/direct-chat/image-messages/contract'
import type { MessageContentRoutes } from '../../platform/direct-chat/message-content/contract'
import type { ModerationRoutes } from '../../platform/direct-chat/moderation/contract'
import type { DiscordRoutes } from '../../platform/discord/contract'
import type { EmoticonsRoutes } from '../../platform/emoticons/contract'
import type { EncodingRoutes } from '../../platform/encoding/contract'
import type { TimelineRoutes } from '../../platform/encoding/timelines/contract'
import type { LinksRoutes } from '../../platform/links/contract'
import type { LiveAdminRoutes } from '../../platform/live/admin/contract'
import type { StreamAdminRoutes } from '../../platform/live/admin/streams/contract'
import type { LiveAdsRoutes } from '../../platform/live/ads/contract'
import type { LiveAllowanceRoutes } from '../../platform/live/allowance/contract'
import type { LiveApplicationRoutes } from '../../platform/live/applications/contract'
import type { LiveChatRoutes } from '../../platform/live/chat/contract'
import type { CohostRoutes } from '../../platform/live/cohost/contract'
import type { LiveRoutes } from '../../platform/live/contract'
import type { LiveDonationsRoutes } from '../../platform/live/donations/contract'
import type { LiveMissionsRoutes } from '../../platform/live/donations/missions/contract'
import type { LiveOverlayRoutes } from '../../platform/live/donations/overlay/contract'
import type { LiveRevenueAdminRoutes } from '../../platform/live/donations/revenue/contract'
import type { LiveTtsRoutes } from '../../platform/live/donations/tts/contract'
import type { LiveEntryRoutes } from '../../platform/live/entry/contract'
import type { LiveReplaysRoutes } from '../../platform/live/replays/contract'
import type { LiveSchedulesRoutes } from '../../platform/live/schedules/contract'
import type { NotificationsRoutes } from '../../platform/notifications/contract'
import type { PaymentsRoutes } from '../../platform/payments/contract'
import type { ReconciliationRoutes } from '../../platform/payments/reconcile/contract'
import type { RevenueRoutes } from '../../platform/revenue/contract'
import type { SignInRoutes } from '../../platform/sign-in/contract'
import type { StoriesRoutes } from '../../platform/stories/contract'
import type { UploadsRoutes } from '../../platform/uploads/contract'
import type { WalletRoutes } from '../../platform/wallet/contract'
import type { HttpMethod } from './build-request'

/** A map's routes moved under a prefix: `'POST /login'` under `/account` is `'POST /account/login'`. */
type Under<Prefix extends string, Routes> = {
  [Route in keyof Routes as Route extends `${infer Method} ${infer Path}`
    ? `${Method} ${Prefix}${Path}`
    : never]: Routes[Route]
}

type AccountApiRoutes = Under<'/account', AccountRoutes>
type PurchaseApiRoutes = Under<'/account', PurchaseAccountRoutes>
type SignInApiRoutes = Under<'/account', SignInRoutes>

/**
 * Every route the front ends call, as the areas' contracts declare them: `'METHOD /path'`
 * (relative to `/api`, `:name` a path parameter) to its request and response. The typed
 * client takes its paths, inputs and answers from here, so a call cannot drift from its route.
 * One interface over the maps, not their intersection: a route two maps declare differently
 * is a compile error instead of a merged entry.
 */
export interface ApiRoutes
  extends AccountApiRoutes,
    AdminRoutes,
    AdultVerificationRoutes,
    AnalyticsRoutes,
    AssetsRoutes,
    BillingAdminRoutes,
    BannerRoutes,
    CampaignsRoutes,
    CatalogRoutes,
    ChannelsRoutes,
    CharacterDmRoutes,
    ChatAdminRoutes,
    CommentsRoutes,
    ContentToolsRoutes,
    CouponsRoutes,
    CurationRoutes,
    DirectChatRoutes,
    ImageMessageRoutes,
    MessageContentRoutes,
    ModerationRoutes,
    DiscordRoutes,
    EmoticonsRoutes,
    EncodingRoutes,
    TimelineRoutes,
    EventsRoutes,
    CommunityRoutes,
    PollsRoutes,
    FileContentRoutes,
    GachaRoutes,
    ScenarioRoutes,
    GroupsRoutes,
    IllegalDownloaderAdminRoutes,
    InteractionRoutes,
    ImagesRoutes,
    LinksRoutes,
    LiveRoutes,
    LiveAdminRoutes,
    LiveAdsRoutes,
    LiveAllowanceRoutes,
    LiveApplicationRoutes,
    LiveChatRoutes,
    CohostRoutes,
    LiveDonationsRoutes,
    LiveEntryRoutes,
    LiveMissionsRoutes,
    LiveOverlayRoutes,
    LiveReplaysRoutes,
    LiveRevenueAdminRoutes,
    LiveSchedulesRoutes,
    LiveTtsRoutes,
    NotificationsRoutes,
    PaymentsRoutes,
    PersonalRoutes,
    PlaylistRoutes,
    PromptLogsRoutes,
    PurchaseApiRoutes,
    PurchaseContentRoutes,
    RatingsRoutes,
    ReconciliationRoutes,
    RecommendRoutes,
    RevenueRoutes,
    RoomsRoutes,
    SearchCategoryRoutes,
    SearchRoutes,
    SignInApiRoutes,
    StoriesRoutes,
    StoryPreviewRoutes,
    StreamAdminRoutes,
    TestTurnsRoutes,
    UploadsRoutes,
    WalletRoutes {}

export type ApiRoute = keyof ApiRoutes

/**
 * One method's JSON routes by path: `RoutesOf<'GET'>['/content/channel']` (a concrete method
 * only). A route whose body is a file (`file: Blob` in its entry) is in `FileRoutes` instead.
 */
export type RoutesOf<Method extends HttpMethod> = {
  [Route in ApiRoute as Route extends `${Method} ${infer Path}`
    ? ApiRoutes[Route] extends { file: Blob }
      ? never
      : Path
    : never]: ApiRoutes[Route]
}

/** The routes that take a file as the raw POST body, by path. */
export type FileRoutes = {
  [Route in ApiRoute as Route extends `POST ${infer Path}`
    ? ApiRoutes[Route] extends { file: Blob }
      ? Path
      : never
    : never]: ApiRoutes[Route]
}

/** What a route takes: its query (GET) or body, path parameters included by name. */
export type ApiInput<Route extends ApiRoute> = ApiRoutes[Route]['request']

/** What a route answers. */
export type ApiAnswer<Route extends ApiRoute> = ApiRoutes[Route]['response']
