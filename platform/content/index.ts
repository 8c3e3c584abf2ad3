/**
 * Content area: every kind of content (story, clip, playlist, preview, scenario; audio
 * drama, ASMR, video, story chat), its pricing and visibility, interaction, search,
 * recommendations, purchases and the shopping cart. Routes mount under `/api/content`
 * and, for the account-side calls (purchase, cart, gift, liked list), `/api/account`.
 */
import type { AreaMount } from '../http'
import { createBanners } from './banners'
import { createCampaigns } from './campaigns'
import { createCatalog } from './catalog'
import { createCommunity } from './community'
import { createCuration } from './curation'
import { createEvents } from './events'
import { createFiles } from './files'
import { createGacha } from './gacha'
import { createInteraction } from './interaction'
import { createPlaylists } from './playlists'
import { createPolls } from './polls'
import type { ContentDeps, HiddenItemsPort } from './ports'
import { createPurchases } from './purchases'
import { createRecommend } from './recommend'
import { createScenarios } from './scenarios'
import { createSearch } from './search'
import { createTools } from './tools'

export function createContent(deps: ContentDeps) {
  // A user's blocks (interaction) for every capability that lists contents: catalog, search,
  // recommendations (`excludeHiddenContents` in ./hidden applies them).
  const hidden: HiddenItemsPort = deps.hidden ?? {
    hiddenFor: (userOid) => interaction.service.hiddenFor(userOid),
  }
  // The area's own purchases and illegal-downloader rule answer the catalog's ports; they are
  // asked only when requests come, after every capability below exists.
  const catalog = createCatalog({
    ...deps,
    entitlements: deps.entitlements ?? {
      find: (userOid, contents) => purchases.service.findEntitlements(userOid, contents),
    },
    illegalDownloads: deps.illegalDownloads ?? {
      check: (user) => interaction.service.illegalDownloads.check(user),
    },
    hidden,
  })
  const search = createSearch({ ...deps, hidden })
  const recommend = createRecommend({ ...deps, hidden })
  const purchases = createPurchases(deps)
  const interaction = createInteraction(deps)
  const curation = createCuration({ ...deps, hidden })
  const playlists = createPlaylists({ ...deps, hidden }, curation.service)
  const events = createEvents(deps)
  // Polls belong to community posts: a poll is read and voted on as its post's reader.
  const polls = createPolls({
    ...deps,
    targets: { find: (viewer, _type, oid) => community.service.target(viewer, oid) },
  })
  const community = createCommunity({
    ...deps,
    hidden,
    images: deps.communityImages,
    polls: polls.service,
  })
  const banners = createBanners(deps)
  const files = createFiles({ ...deps, hidden, wallet: deps.purchases?.wallet })
  const tools = createTools(deps)
  const campaigns = createCampaigns(deps)
  const gacha = createGacha(deps)
  // Scenarios are contents: the catalog keeps their rows, the entitlement port their paid pages.
  const scenarios = createScenarios({
    ...deps,
    catalog: catalog.service,
    entitlements: deps.entitlements ?? {
      find: (userOid, contents) => purchases.service.findEntitlements(userOid, contents),
    },
  })
  const capabilities = [
    catalog,
    search,
    recommend,
    purchases,
    interaction,
    curation,
    events,
    tools,
    banners,
    files,
    gacha,
    playlists,
    community,
    polls,
    campaigns,
    scenarios,
  ]
  const mounts: AreaMount[] = [
    ...capabilities.map((capability) => ({ prefix: '/content', routes: capability.contentRoutes })),
    ...capabilities.map((capability) => ({ prefix: '/account', routes: capability.accountRoutes })),
  ]
  return {
    service: {
      catalog: catalog.service,
      search: search.service,
      recommend: recommend.service,
      purchases: purchases.service,
      interaction: interaction.service,
      curation: curation.service,
      events: events.service,
      banners: banners.service,
      files: files.service,
      playlists: playlists.service,
      community: community.service,
      polls: polls.service,
      tools: tools.service,
      gacha: gacha.service,
      campaigns: campaigns.service,
      scenarios: scenarios.service,
    },
    /** The multiplay rooms' socket hub: the server attaches it to its HTTP server. */
    scenarioRooms: scenarios.hub,
    mounts,
  }
}

export type ContentArea = ReturnType<typeof createContent>
export type { CatalogService } from './catalog'
export type { ContentCommentItem } from './catalog/contract'
export { excludeHiddenContents, type HiddenItems, isHiddenContent, NOTHING_HIDDEN } from './hidden'
export type { InteractionLikeNotices } from './interaction/ports'
export { contentMigrations } from './migrations'
export type { ContentDeps } from './ports'
export type { ContentTables } from './tables'
