import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from '../platform/http'

/** Paths that belong to the writer's studio; every other page is the player's. */
export function isStudioPath(path: string): boolean {
  const bare = path.replace(/^\/(en|ko|jp|es)(?=\/|$)/, '')
  return (
    /^\/studio2(\/|$)/.test(bare) ||
    /^\/story\/setup\//.test(bare) ||
    /^\/story\/[^/]+\/canvas\/?$/.test(bare) ||
    // The creator studio's two pages outside /studio2 (spec paths).
    /^\/emoticon\/upload\/[^/]+\/?$/.test(bare) ||
    /^\/payouts\/[^/]+\/[^/]+\/?$/.test(bare)
  )
}

/**
 * Serves the Vite build: hashed assets with a long cache, and each area's
 * index.html for its client-side routes (unknown paths render the app's not-found page).
 */
export function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const pages = {
    player: readPage(join(webRoot, 'player', 'index.html')),
    studio: readPage(join(webRoot, 'studio', 'index.html')),
  }
  app.use(
    '/assets/*',
    async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    },
    serveStatic({ root: webRoot }),
  )
  app.use('/favicon.svg', serveStatic({ root: webRoot }))
  app.get('*', (c) => {
    const page = isStudioPath(c.req.path) ? pages.studio : pages.player
    if (!page) return c.text('The web build is missing: run npm start to build it.', 503)
    c.header('Cache-Control', 'no-cache')
    return c.html(page)
  })
}

function readPage(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}
