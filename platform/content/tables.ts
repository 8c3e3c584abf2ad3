/** Tables owned by the content area, joined from its capabilities' own `tables.ts`. */
import type { BannersTables } from './banners/tables'
import type { CampaignsTables } from './campaigns/tables'
import type { CatalogTables } from './catalog/tables'
import type { CommunityTables } from './community/tables'
import type { CurationTables } from './curation/tables'
import type { EventsTables } from './events/tables'
import type { FilesTables } from './files/tables'
import type { GachaTables } from './gacha/tables'
import type { InteractionTables } from './interaction/tables'
import type { PlaylistsTables } from './playlists/tables'
import type { PollsTables } from './polls/tables'
import type { PurchasesTables } from './purchases/tables'
import type { RecommendTables } from './recommend/tables'
import type { ScenariosTables } from './scenarios/tables'
import type { SearchTables } from './search/tables'
import type { ContentToolsTables } from './tools/tables'

export type ContentTables = CatalogTables &
  InteractionTables &
  SearchTables &
  RecommendTables &
  PurchasesTables &
  CurationTables &
  BannersTables &
  EventsTables &
  CampaignsTables &
  FilesTables &
  GachaTables &
  ContentToolsTables &
  PlaylistsTables &
  CommunityTables &
  PollsTables &
  ScenariosTables
