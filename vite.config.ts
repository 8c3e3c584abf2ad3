import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Studio paths, as `isStudioPath` in `server/web.ts` decides them in production. Copied
 * rather than imported so the build config does not load the server's modules.
 */
const STUDIO_PATH =
  /^(?:\/(?:en|ko|jp|es))?\/(?:studio2(?:\/|$)|story\/setup\/|story\/[^/]+\/canvas\/?$|emoticon\/upload\/[^/]+\/?$|payouts\/[^/]+\/[^/]+\/?$)/

/**
 * The dev server answers page navigations the way `server/web.ts` does in
 * production: studio paths get the studio page, every other path the player page.
 */
function pageFallback(): Plugin {
  return {
    name: 'taleloom-page-fallback',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/'
        const path = url.split('?')[0] ?? '/'
        const wantsPage = request.headers.accept?.includes('text/html') && !path.includes('.')
        if (request.method === 'GET' && wantsPage && !path.startsWith('/api/')) {
          request.url = STUDIO_PATH.test(path) ? '/studio/index.html' : '/player/index.html'
        }
        next()
      })
    },
  }
}

/**
 * One build, two pages: `dist/web/player/index.html` and `dist/web/studio/index.html`
 * with shared hashed chunks in `dist/web/assets/` (what `server/web.ts` serves).
 */
export default defineConfig({
  root,
  base: '/',
  publicDir: resolve(root, 'web/public'),
  plugins: [react(), pageFallback()],
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      input: {
        player: resolve(root, 'player/index.html'),
        studio: resolve(root, 'studio/index.html'),
      },
      output: {
        // Named vendor chunks: they change less often than app code, so browsers keep
        // them cached across releases, and the build report says what weighs what.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            {
              name: 'radix',
              test: /node_modules[\\/](@radix-ui|react-remove-scroll.*|aria-hidden|use-callback-ref|use-sidecar|get-nonce|tslib)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
})
