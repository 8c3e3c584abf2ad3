/**
 * GET /account/curation: the signed-in account's home curation (the client user info's
 * `homeCuration`): the published home page for the account's country and language, with its
 * adult toggle (for a verified adult) and blocks applied, and the account's playlists. Never cached: it is one
 * account's and changes with each of their edits.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { type AppEnv, readQuery, requireUser } from '../../http'
import type { CurationService } from '../curation'
import type { CurationLanguage } from '../curation/contract'
import { HOME_PAGE_URL } from '../curation/rules'
import type { PlaylistsService } from './service'

const LANGUAGES = ['en', 'ko', 'jp', 'es'] as const
const query = z.object({
  language: z.enum(LANGUAGES, 'Expected en, ko, jp or es').optional(),
  /** The reader's adult toggle (a session setting); adult contents need verification too. */
  adult: z.enum(['true', 'false'], 'Expected true or false').optional(),
})

export function accountCurationRoutes(
  curation: CurationService,
  playlists: PlaylistsService,
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/curation', async (c) => {
    const user = requireUser(c)
    const lang = c.get('lang')
    const asked = readQuery(c, query)
    const language: CurationLanguage =
      asked.language ??
      ((LANGUAGES as readonly string[]).includes(lang) ? (lang as CurationLanguage) : 'en')
    const country = c.get('common').country
    const [page, list] = await Promise.all([
      curation.forViewer(
        { url: HOME_PAGE_URL, country, language, adult: asked.adult === 'true' },
        user,
      ),
      playlists.list(user),
    ])
    c.header('Cache-Control', 'private, no-store')
    return c.json({ language, country, page, playlists: list.playlists })
  })
  return routes
}
