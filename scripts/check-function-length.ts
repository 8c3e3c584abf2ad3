/**
 * No production function has more than 150 lines of its own (scripts/function-length.ts).
 * The functions that had more when the rule came are listed in
 * scripts/function-length-allowlist.json with their length then: a listed one may shrink but
 * not grow, and once it fits the rule its entry must go, so the list only shrinks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { functionLengths } from './function-length'

export const maxOwnLines = 150
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const allowlistFile = join(repositoryRoot, 'scripts', 'function-length-allowlist.json')
const productionFolders = ['engine', 'platform', 'server', 'web', 'player', 'studio']

export interface LongFunction {
  path: string
  function: string
  ownLines: number
}

/** Tests, benches, test helpers and test data are not production code. */
const isProduction = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.d\.ts$|\.(test|bench)\.tsx?$/.test(path) &&
  !/(^|\/)testing(-[\w-]+)?\.tsx?$/.test(path) &&
  !/(^|\/)__fixtures__\//.test(path)

function* sourceFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(directory, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else yield path
  }
}

/** Every production function over the limit, by path from the root. */
export function longFunctions(root: string = repositoryRoot): LongFunction[] {
  const found: LongFunction[] = []
  for (const folder of productionFolders) {
    let files: string[]
    try {
      files = [...sourceFiles(join(root, folder))]
    } catch {
      continue
    }
    for (const file of files) {
      const path = relative(root, file).split(/[\\/]/).join('/')
      if (!isProduction(path)) continue
      for (const { name, ownLines } of functionLengths(path, readFileSync(file, 'utf8')))
        if (ownLines > maxOwnLines) found.push({ path, function: name, ownLines })
    }
  }
  return found
}

/**
 * What is wrong between the long functions found and the list: one not listed, one grown
 * past its listed length, and a listed one that no longer offends (its entry goes).
 */
export function allowlistProblems(
  found: readonly LongFunction[],
  allowlist: readonly LongFunction[],
): string[] {
  const problems: string[] = []
  const listed = [...allowlist]
  for (const long of found) {
    const at = listed.findIndex((l) => l.path === long.path && l.function === long.function)
    const entry = listed[at]
    if (!entry) {
      problems.push(
        `${long.path}: ${long.function} has ${long.ownLines} lines of its own (at most ${maxOwnLines}): split it`,
      )
      continue
    }
    listed.splice(at, 1)
    if (long.ownLines > entry.ownLines)
      problems.push(
        `${long.path}: ${long.function} grew to ${long.ownLines} lines of its own (listed at ${entry.ownLines}; at most ${maxOwnLines}): split it`,
      )
  }
  for (const entry of listed)
    problems.push(
      `${entry.path}: ${entry.function} is listed in scripts/function-length-allowlist.json but no longer has over ${maxOwnLines} lines of its own: remove its entry`,
    )
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const allowlist = JSON.parse(readFileSync(allowlistFile, 'utf8')) as LongFunction[]
  const problems = allowlistProblems(longFunctions(), allowlist)
  if (problems.length > 0) {
    console.error(`Function length: ${problems.length} problem(s)`)
    for (const problem of problems) console.error(`  ${problem}`)
    process.exit(1)
  }
  console.log(`Function length: ok (${allowlist.length} listed function(s) still to split)`)
}
