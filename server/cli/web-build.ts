import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'

/** Everything that goes into the front-end bundle; a change here means a rebuild. */
const SOURCES = [
  'web',
  'player',
  'studio',
  'engine',
  'prompts',
  'vite.config.ts',
  'package-lock.json',
]
const STAMP = '.build-hash'
const require = createRequire(import.meta.url)

/** Hash of the front-end sources (paths and contents), so a checkout with new mtimes but same files doesn't rebuild. */
export function hashWebSources(root: string): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
          continue
        visit(join(path, name))
      }
      return
    }
    hash.update(relative(root, path))
    hash.update('\0')
    hash.update(readFileSync(path))
  }
  for (const source of SOURCES) visit(join(root, source))
  return hash.digest('hex')
}

/**
 * Builds the studio and player with Vite when `dist/web` is missing or older than the sources.
 * `dir` (`TALELOOM_WEB_DIR`, from the root) puts the build elsewhere, so parallel checkouts or
 * test runs on one tree don't rebuild under each other's running servers.
 */
export async function ensureWebBuild(
  root: string,
  log: (line: string) => void,
  dir?: string,
): Promise<string> {
  const outDir = dir ? resolve(root, dir) : join(root, 'dist', 'web')
  const expected = hashWebSources(root)
  const stampPath = join(outDir, STAMP)
  const current = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : null
  const complete =
    existsSync(join(outDir, 'player', 'index.html')) &&
    existsSync(join(outDir, 'studio', 'index.html'))
  if (current === expected && complete) return outDir
  log(current ? 'Front-end sources changed: rebuilding…' : 'Building the front ends (first run)…')
  const started = performance.now()
  await runViteBuild(root, outDir)
  writeFileSync(stampPath, `${expected}\n`)
  log(`Front ends built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return outDir
}

/**
 * Vite runs in a process of its own: built inside the server, its bundler's memory stayed
 * in the server for as long as it ran (docs/PERFORMANCE.md). React picks its development build from NODE_ENV (vitest sets
 * `test`); the served bundle must always be the production one.
 */
function runViteBuild(root: string, outDir: string): Promise<void> {
  const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js')
  const args = [vite, 'build', root, '--config', join(root, 'vite.config.ts')]
  args.push('--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn')
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      // The server's environment handed on to Vite, with the production build forced.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolveBuild()
      else reject(new Error(`The front-end build failed (Vite exited with ${code ?? signal})`))
    })
  })
}
