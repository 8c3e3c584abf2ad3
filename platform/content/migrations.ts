import type { Migration } from 'kysely'
import { bannersMigrations } from './banners/migrations'
import { campaignsMigrations } from './campaigns/migrations'
import { catalogMigrations } from './catalog/migrations'
import { communityMigrations } from './community/migrations'
import { curationMigrations } from './curation/migrations'
import { eventsMigrations } from './events/migrations'
import { filesMigrations } from './files/migrations'
import { gachaMigrations } from './gacha/migrations'
import { interactionMigrations } from './interaction/migrations'
import { playlistsMigrations } from './playlists/migrations'
import { pollsMigrations } from './polls/migrations'
import { purchasesMigrations } from './purchases/migrations'
import { recommendMigrations } from './recommend/migrations'
import { scenariosMigrations } from './scenarios/migrations'
import { searchMigrations } from './search/migrations'
import { toolsMigrations } from './tools/migrations'

/**
 * The content area's migrations, 0400–0449: catalog 0400–0409, interaction 0410–0419, search 0420–0429,
 * recommendations 0430–0434, purchases and cart 0435–0449; curated pages 0830; search
 * categories 0831; banners 0832–0839;
 * reward events 0840–0844; file contents 0930–0934;
 * admin tools (content data, resends, hashtag index) 0845–0847;
 * playlists 0935–0939;
 * community posts 0920–0924; polls 0925–0929; gacha 0945–0949;
 * campaigns 0940–0943; scenarios 1040–1059.
 */
export const contentMigrations: Record<string, Migration> = {
  ...catalogMigrations,
  ...interactionMigrations,
  ...searchMigrations,
  ...recommendMigrations,
  ...purchasesMigrations,
  ...curationMigrations,
  ...bannersMigrations,
  ...eventsMigrations,
  ...filesMigrations,
  ...toolsMigrations,
  ...playlistsMigrations,
  ...communityMigrations,
  ...pollsMigrations,
  ...gachaMigrations,
  ...campaignsMigrations,
  ...scenariosMigrations,
}
