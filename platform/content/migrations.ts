import type { Migration } from 'kysely'
import { bannersMigrations } from './banners/migrations'
import { catalogMigrations } from './catalog/migrations'
import { curationMigrations } from './curation/migrations'
import { eventsMigrations } from './events/migrations'
import { interactionMigrations } from './interaction/migrations'
import { purchasesMigrations } from './purchases/migrations'
import { recommendMigrations } from './recommend/migrations'
import { searchMigrations } from './search/migrations'
import { toolsMigrations } from './tools/migrations'

/**
 * The content area's migrations, 0400–0449: catalog 0400–0409, interaction 0410–0419, search 0420–0429,
 * recommendations 0430–0434, purchases and cart 0435–0449; curated pages 0830; search
 * categories 0831; banners 0832–0839;
 * reward events 0840–0844;
 * admin tools (content data, resends, hashtag index) 0845–0847.
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
  ...toolsMigrations,
}
