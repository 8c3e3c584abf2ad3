import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { OutputBundle } from 'rolldown'
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
 * Preload lists without the chunks their importer already holds: whatever a chunk imports
 * statically has run before it can import anything dynamically, so listing those chunks
 * again only adds bytes. With Vite's preload helper in the i18next chunk (below), the
 * text bundles import nothing that carries a style, so their loaders need no list at all.
 */
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[]
} {
  let bundle: OutputBundle | undefined
  const loaded = new Map<string, Set<string>>()
  const staticClosure = (fileName: string): Set<string> => {
    const known = loaded.get(fileName)
    if (known) return known
    const closure = new Set<string>()
    const visit = (name: string) => {
      const chunk = bundle?.[name]
      if (closure.has(name) || chunk?.type !== 'chunk') return
      closure.add(name)
      for (const imported of chunk.imports) visit(imported)
    }
    visit(fileName)
    loaded.set(fileName, closure)
    return closure
  }
  return {
    plugin: {
      name: 'taleloom-preload-only-missing',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output
          loaded.clear()
        },
      },
    },
    resolveDependencies(file, deps, { hostId }) {
      const held = staticClosure(hostId)
      const missing = deps.filter((dep) => !held.has(dep))
      // Vite's own rule: a chunk that brings nothing else (no chunk, no style) is just imported.
      const bringsCss = [...staticClosure(file)].some((name) => {
        const chunk = bundle?.[name]
        return chunk?.type === 'chunk' && (chunk.viteMetadata?.importedCss.size ?? 0) > 0
      })
      return missing.length === 1 && missing[0] === file && !bringsCss ? [] : missing
    },
  }
}

const preload = preloadOnlyWhatIsMissing()

/**
 * One build, two pages: `dist/web/player/index.html` and `dist/web/studio/index.html`
 * with shared hashed chunks in `dist/web/assets/` (what `server/web.ts` serves).
 */
export default defineConfig({
  root,
  base: '/',
  publicDir: resolve(root, 'web/public'),
  plugins: [react(), pageFallback(), preload.plugin],
  build: {
    outDir: resolve(root, 'dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { resolveDependencies: preload.resolveDependencies },
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
            // Vite's preload helper rides along: the text bundles call it, and so need not
            // import the routing chunk (and its style sheet) for it.
            {
              name: 'i18next',
              test: /node_modules[\\/](i18next|react-i18next)[\\/]|vite\/preload-helper/,
            },
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
