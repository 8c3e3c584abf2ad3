/**
 * The repository stands alone: a clone has nothing beside it, so no tracked file outside docs/
 * may reach for the planning folder that sits next to the development checkout.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Spelled in pieces so this file does not match itself.
const outside = ['..', 'shared'].join('/')
const pattern = new RegExp(`${outside.replace(/\./g, '\\.')}\\b|/work/${'shared'}\\b`)

/** Each `path:line` of `files` whose text refers outside the repository. */
export function findOutsideReferences(files: Iterable<[path: string, text: string]>): string[] {
  const found: string[] = []
  for (const [path, text] of files) {
    if (path.startsWith('docs/')) continue
    text.split('\n').forEach((line, index) => {
      if (pattern.test(line)) found.push(`${path}:${index + 1}`)
    })
  }
  return found
}

function* trackedFiles(): Generator<[string, string]> {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  for (const path of listed.split('\0')) {
    if (!path || /\.(png|jpe?g|gif|webp|ico|woff2?)$/i.test(path)) continue
    try {
      yield [path, readFileSync(join(root, path), 'utf8')]
    } catch {
      // Listed but deleted in the work tree: nothing to read.
    }
  }
}

export function checkStandalone(): string[] {
  return findOutsideReferences(trackedFiles())
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkStandalone()
  if (problems.length > 0) {
    console.error(`Standalone: ${problems.length} reference(s) outside the repository`)
    for (const problem of problems) console.error(`  ${problem}`)
    process.exit(1)
  }
  console.log('Standalone: ok')
}
