/**
 * The layer rules of docs/ARCHITECTURE.md, checked on every `npm test`:
 * - engine/ and prompts/ import nothing outside themselves (prompts may use engine) and no Node built-in;
 * - platform/ never imports server/ or the front ends;
 * - web/, player/, studio/ import platform/ only as types (values only from a shared contract,
 *   which itself imports nothing but types), and never server/;
 * - no production file imports tests/ or fixtures/ (test files and benches may);
 * - no production file outside platform/chat/ queries a chat table (the area owns its tables).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
/** Pure packages the engine may use: they run unchanged in the browser. */
const enginePackages = new Set(['zod', 'js-tiktoken', 'gpt-tokenizer'])

interface Import {
  specifier: string
  typeOnly: boolean
  line: number
}

export function findImports(source: string): Import[] {
  const found: Import[] = []
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
  for (const match of source.matchAll(pattern)) {
    const specifier = match[3] ?? match[4]
    if (!specifier) continue
    const line =
      source.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0)
    found.push({ specifier, typeOnly: Boolean(match[2]), line })
  }
  return found
}

function* sourceFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(directory, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) yield path
  }
}

/** A path from the root with forward slashes, as `sharedContracts` lists them. */
const relativePath = (root: string, path: string) => relative(root, path).split(/[\\/]/).join('/')

const isTestFile = (path: string) => /\.(test|bench)\.tsx?$/.test(path)

/** Folders whose files ship; tests/ and fixtures/ hold only what the tests use. */
/** Platform files the front ends may take values from: pure, they import only types. */
const sharedContracts = ['platform/chat/contract.ts', 'platform/livechat/contract.ts']

/** The area that owns the chat tables, and the files that declare them. */
const chatArea = 'platform/chat/'
const chatTableFiles = ['platform/chat/tables.ts', 'platform/chat/coupon-tables.ts']

/** The table names a `Chat…Tables` interface of the chat area declares. */
export function chatTableNames(root: string = repositoryRoot): string[] {
  const names: string[] = []
  for (const path of chatTableFiles) {
    let source: string
    try {
      source = readFileSync(join(root, path), 'utf8')
    } catch {
      continue
    }
    for (const block of source.matchAll(/export interface Chat\w*Tables\b[^{]*\{([^}]*)\}/g))
      for (const entry of (block[1] ?? '').matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm))
        if (entry[1]) names.push(entry[1])
  }
  return names
}

/**
 * Queries on the named tables: Kysely's builders (`selectFrom('chat_rooms as r')`, joins,
 * updates, inserts, deletes) and raw `sql` templates that name one. One finding per line.
 */
export function findTableQueries(
  source: string,
  tables: readonly string[],
): { table: string; line: number }[] {
  if (tables.length === 0) return []
  const names = tables.join('|')
  const builder = new RegExp(
    `\\.(?:selectFrom|updateTable|insertInto|deleteFrom|mergeInto|replaceInto|with|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*['"\`](${names})\\b`,
    'g',
  )
  const rawSql = /\bsql(?:<[^>]*>)?`((?:[^`\\]|\\.)*)`/g
  const named = new RegExp(`\\b(${names})\\b`)
  const found = new Map<number, string>()
  const lineOf = (index: number) => source.slice(0, index).split('\n').length
  for (const match of source.matchAll(builder)) {
    const line = lineOf(match.index)
    if (match[1] && !found.has(line)) found.set(line, match[1])
  }
  for (const match of source.matchAll(rawSql)) {
    const table = named.exec(match[1] ?? '')?.[1]
    const line = lineOf(match.index)
    if (table && !found.has(line)) found.set(line, table)
  }
  return [...found].sort(([a], [b]) => a - b).map(([line, table]) => ({ table, line }))
}

const productionFolders = ['engine', 'prompts', 'platform', 'server', 'web', 'player', 'studio']
const testOnlyFolders = ['tests', 'fixtures']

export function checkBoundaries(root: string = repositoryRoot): string[] {
  const topFolder = (path: string) => relative(root, path).split(/[\\/]/)[0] ?? ''
  const problems: string[] = []
  const chatTables = chatTableNames(root)
  for (const layer of productionFolders) {
    let files: string[]
    try {
      files = [...sourceFiles(join(root, layer))]
    } catch {
      continue
    }
    for (const file of files) {
      if (isTestFile(file)) continue
      const source = readFileSync(file, 'utf8')
      if (!relativePath(root, file).startsWith(chatArea))
        for (const query of findTableQueries(source, chatTables))
          problems.push(
            `${relativePath(root, file)}:${query.line} queries the chat table '${query.table}': only platform/chat/ queries its tables (call the chat service)`,
          )
      for (const imported of findImports(source)) {
        const where = `${relative(root, file)}:${imported.line} imports '${imported.specifier}'`
        const isRelative = imported.specifier.startsWith('.')
        const target = isRelative ? topFolder(resolve(dirname(file), imported.specifier)) : null
        if (target && testOnlyFolders.includes(target))
          problems.push(`${where}: production code never imports ${target}/`)
        if (layer === 'server') continue
        if (layer === 'engine' || layer === 'prompts') {
          if (builtins.has(imported.specifier))
            problems.push(`${where}: no Node built-ins in ${layer}/`)
          else if (isRelative && target !== layer && !(layer === 'prompts' && target === 'engine'))
            problems.push(`${where}: ${layer}/ may not import ${target}/`)
          else if (!isRelative && !enginePackages.has(imported.specifier.split('/')[0] ?? ''))
            problems.push(
              `${where}: ${layer}/ may only use browser-safe packages (${[...enginePackages].join(', ')})`,
            )
        } else if (layer === 'platform') {
          if (target && ['server', 'web', 'player', 'studio'].includes(target))
            problems.push(`${where}: platform/ never imports ${target}/`)
          if (sharedContracts.includes(relativePath(root, file)) && !imported.typeOnly)
            problems.push(`${where}: a contract shared with the front ends imports types only`)
        } else {
          if (target === 'server') problems.push(`${where}: front ends never import server/`)
          const shared =
            isRelative &&
            sharedContracts.includes(
              `${relativePath(root, resolve(dirname(file), imported.specifier))}.ts`,
            )
          if (target === 'platform' && !imported.typeOnly && !shared)
            problems.push(`${where}: front ends import platform/ as types only (import type …)`)
        }
      }
    }
  }
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkBoundaries()
  if (problems.length > 0) {
    console.error(`Import boundaries: ${problems.length} violation(s)`)
    for (const problem of problems) console.error(`  ${problem}`)
    process.exit(1)
  }
  console.log('Import boundaries: ok')
}
