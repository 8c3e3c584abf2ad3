import type { CurationService } from '../curation'
import type { ContentDeps } from '../ports'
import { accountCurationRoutes } from './account-curation'
import { playlistRoutes } from './routes'
import { createPlaylistsService } from './service'

/**
 * Playlists (docs/community/playlists.md): a user's ordered, public or private lists of
 * contents; and the account's home curation, which shows them beside the curated home page.
 */
export function createPlaylists(deps: ContentDeps, curation: CurationService) {
  const service = createPlaylistsService(deps)
  return {
    service,
    contentRoutes: playlistRoutes(service),
    accountRoutes: accountCurationRoutes(curation, service),
  }
}

export { playlistsMigrations } from './migrations'
export type { PlaylistsService } from './service'
