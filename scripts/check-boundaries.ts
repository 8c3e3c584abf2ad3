/**
 * The layer rules of docs/ARCHITECTURE.md, checked on every `npm test`:
 * - engine/ and prompts/ import nothing outside themselves (prompts may use engine) and no Node built-in;
 * - platform/ never imports server/ or the front ends;
 * - web/, player/, studio/ import platform/ only as types (values only from a shared contract,
 *   which itself imports nothing but types), and never server/;
 * - no production file imports tests/ or fixtures/ (test files and benches may);
 * - the area shape (platform/README.md): no production file queries another area's tables
 *   (the names its `tables.ts` declare), none imports an area from outside but through its
 *   index (front ends: also its `contract.ts`), platform/db imports no area, no production
 *   file imports a test helper (`testing.ts`), and retired names (`deps.ts`, `test-kit.ts`,
 *   `testing/`) are gone;
 * - a test file's name says its kind and matches what it starts (scripts/test-kinds.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { testKindProblems, whatItStarts } from './test-kinds'

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

/** Platform files the front ends may take values from: pure, they import only types. */
const sharedContracts = [
  'platform/accounts/rules.ts',
  'platform/channels/billing/contract.ts',
  'platform/channels/contract.ts',
  'platform/chat/character-dm/contract.ts',
  'platform/chat/contract.ts',
  'platform/chat/rooms/contract.ts',
  'platform/content/community/contract.ts',
  'platform/content/files/contract.ts',
  'platform/content/polls/contract.ts',
  'platform/live/chat/contract.ts',
  'platform/live/cohost/contract.ts',
  'platform/direct-chat/realtime-contract.ts',
  'platform/direct-chat/image-messages/media-rules.ts',
  'platform/notifications/notices/contract.ts',
]

/**
 * Folders of platform/ that are shared infrastructure, not areas: any code may use their
 * files. Every other folder of platform/ is an area (platform/README.md).
 */
const infrastructure = new Set(['db', 'http', 'limits', 'mail', 'realtime', 'threads'])
/** The one file that lists every area's migrations; only it imports `<area>/migrations`. */
const migrationList = 'platform/migrations.ts'
/** The whole database's type for Kysely: it may import the areas' `tables.ts`, types only. */
const databaseSchema = 'platform/db/schema.ts'

/** The areas: every folder of platform/ but the shared infrastructure. */
export function areasOf(root: string = repositoryRoot): Set<string> {
  try {
    return new Set(
      readdirSync(join(root, 'platform')).filter(
        (name) => !infrastructure.has(name) && statSync(join(root, 'platform', name)).isDirectory(),
      ),
    )
  } catch {
    return new Set()
  }
}

/** The area a path from the root (a file, or an import's target) lies in, or null. */
function areaOf(path: string, areas: ReadonlySet<string>): string | null {
  const name = /^platform\/([^/]+)(\/|$)/.exec(path)?.[1]
  return name && areas.has(name) ? name : null
}

/** Test helpers: `testing.ts` (and platform/db's `testing-*.ts`), never imported by production code. */
const isTestHelper = (path: string) => /(^|\/)testing(-[\w-]+)?\.tsx?$/.test(path)

/** Migration files: `migrations.ts`, and the `*-migration(s).ts` an area splits them into. */
const isMigration = (path: string) => /(^|[/-])migrations?\.ts$/.test(path)

/** Where a relative import points, from the root, without its extension or `/index`. */
function importTarget(root: string, file: string, specifier: string): string {
  return relativePath(root, resolve(dirname(file), specifier))
    .replace(/\.(ts|tsx|js|mjs)$/, '')
    .replace(/\/index$/, '')
}

/** The table names a `…Tables` interface or type of one `tables.ts` declares (its own entries). */
export function declaredTables(source: string): string[] {
  const names: string[] = []
  const lines = source.split('\n')
  for (let index = 0; index < lines.length; index++) {
    if (!/^export\s+(?:interface|type)\s+\w*Tables\b/.test(lines[index] ?? '')) continue
    // The declaration runs to the next line that starts a statement at the left margin.
    let text = lines[index] ?? ''
    while (index + 1 < lines.length && !/^[^\s}]/.test(lines[index + 1] ?? ''))
      text += `\n${lines[++index]}`
    let depth = 0
    let own = ''
    for (const character of text) {
      if (character === '}') depth--
      if (depth === 1) own += character
      if (character === '{') depth++
    }
    for (const entry of own.matchAll(/^\s*([a-z_][a-z0-9_]*)\??\s*:/gm))
      if (entry[1]) names.push(entry[1])
  }
  return names
}

/**
 * Which area owns each table: the names its `tables.ts` files (at any depth, and
 * `*-tables.ts`) declare. platform/db owns its core tables the same way.
 */
export function tableOwners(root: string = repositoryRoot): Map<string, string> {
  const owners = new Map<string, string>()
  for (const folder of ['db', ...areasOf(root)]) {
    let files: string[]
    try {
      files = [...sourceFiles(join(root, 'platform', folder))]
    } catch {
      continue
    }
    for (const file of files) {
      if (!/(^|[\\/-])tables\.ts$/.test(file) || isTestFile(file)) continue
      for (const table of declaredTables(readFileSync(file, 'utf8')))
        if (!owners.has(table)) owners.set(table, folder)
    }
  }
  return owners
}

/**
 * The SQL a raw template holds: without its comments, and of each `${…}` only the string
 * literals in it (`${sql.table('users')}` names a table; `${sql.table(users)}` does not).
 */
function sqlText(template: string): string {
  return template
    .replace(/\$\{([^}]*)\}/g, (_, expression: string) =>
      (expression.match(/'[^']*'|"[^"]*"/g) ?? []).join(' '),
    )
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
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
    const table = named.exec(sqlText(match[1] ?? ''))?.[1]
    const line = lineOf(match.index)
    if (table && !found.has(line)) found.set(line, table)
  }
  return [...found].sort(([a], [b]) => a - b).map(([line, table]) => ({ table, line }))
}

/** Folders whose files ship; tests/ and fixtures/ hold only what the tests use. */
const productionFolders = ['engine', 'prompts', 'platform', 'server', 'web', 'player', 'studio']
const testOnlyFolders = ['tests', 'fixtures']
const frontEnds = ['web', 'player', 'studio']

export function checkBoundaries(root: string = repositoryRoot): string[] {
  const topFolder = (path: string) => relative(root, path).split(/[\\/]/)[0] ?? ''
  const problems: string[] = []
  const owners = tableOwners(root)
  const areas = areasOf(root)
  for (const layer of productionFolders) {
    let files: string[]
    try {
      files = [...sourceFiles(join(root, layer))]
    } catch {
      continue
    }
    for (const file of files) {
      if (isTestFile(file)) continue
      const path = relativePath(root, file)
      const source = readFileSync(file, 'utf8')
      const helper = isTestHelper(path)
      // Test helpers seed and read any table, as tests do; an applied migration is never
      // edited, and a data migration reads the tables as they stood.
      if (!helper && !isMigration(path))
        problems.push(...foreignTableQueries(path, source, owners, areas))
      for (const imported of findImports(source)) {
        const where = `${relative(root, file)}:${imported.line} imports '${imported.specifier}'`
        const isRelative = imported.specifier.startsWith('.')
        const target = isRelative ? topFolder(resolve(dirname(file), imported.specifier)) : null
        if (target && testOnlyFolders.includes(target))
          problems.push(`${where}: production code never imports ${target}/`)
        if (isRelative) {
          const into = importTarget(root, file, imported.specifier)
          if (!helper && isTestHelper(`${into}.ts`))
            problems.push(`${where}: production code never imports a test helper (testing.ts)`)
          const problem = helper ? null : areaImportProblem(path, into, imported.typeOnly, areas)
          if (problem) problems.push(`${where}: ${problem}`)
        }
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
          if (sharedContracts.includes(path) && !imported.typeOnly)
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
  problems.push(...checkAreaFiles(root))
  problems.push(...checkTestKinds(root))
  return problems
}

/** Queries in one production file on tables another area owns. */
function foreignTableQueries(
  path: string,
  source: string,
  owners: ReadonlyMap<string, string>,
  areas: ReadonlySet<string>,
): string[] {
  const own = path.startsWith('platform/db/') ? 'db' : areaOf(path, areas)
  const foreign = [...owners].filter(([, owner]) => owner !== own).map(([table]) => table)
  return findTableQueries(source, foreign).map(
    ({ table, line }) =>
      `${path}:${line} queries '${table}', a table of platform/${owners.get(table)}/: only its area queries it (call its service through a port)`,
  )
}

/**
 * Why an import from `path` into `into` (a path from the root, without extension or
 * `/index`) crosses an area's boundary, or null. From outside an area only its index is
 * imported; the front ends may also import its contracts (`contract.ts`, a sub-area's
 * too); the migration list imports each area's `migrations.ts`; platform/db imports no
 * area and not the migration list, but for its schema's types of the areas' `tables.ts`.
 */
export function areaImportProblem(
  path: string,
  into: string,
  typeOnly: boolean,
  areas: ReadonlySet<string>,
): string | null {
  const area = areaOf(into, areas)
  if (path.startsWith('platform/db/') && (area || `${into}.ts` === migrationList)) {
    const inside = area ? into.slice(`platform/${area}/`.length) : ''
    if (path === databaseSchema && typeOnly && /^(\w[\w-]*\/)?tables$/.test(inside)) return null
    return 'platform/db knows no area (it is handed the migrations: platform/migrations.ts)'
  }
  if (!area || areaOf(path, areas) === area) return null
  const inside = into.slice(`platform/${area}/`.length)
  if (inside === '') return null
  if (
    frontEnds.includes(path.split('/')[0] ?? '') &&
    (/^(\w[\w-]*\/)*contract$/.test(inside) || sharedContracts.includes(`${into}.ts`))
  )
    return null
  if (path === migrationList && inside === 'migrations') return null
  return `a deep import of platform/${area}/: import its index (platform/README.md)`
}

/**
 * Every area has its `index.ts`, and the names the shape retired are gone: an area's needs
 * are its `ports.ts` (not `deps.ts`), its test helpers its `testing.ts` (not `test-kit.ts`
 * or a `testing/` folder).
 */
export function checkAreaFiles(root: string = repositoryRoot): string[] {
  const problems: string[] = []
  for (const area of areasOf(root)) {
    const folder = join(root, 'platform', area)
    try {
      statSync(join(folder, 'index.ts'))
    } catch {
      problems.push(`platform/${area}/: an area has an index.ts, its one import target`)
    }
    for (const file of sourceFiles(folder)) {
      const path = relativePath(root, file)
      if (/\/deps\.ts$/.test(path)) problems.push(`${path}: an area's needs are its ports.ts`)
      if (/\/test-kit\.ts$|\/testing\//.test(path))
        problems.push(`${path}: an area's test helpers are its testing.ts`)
    }
  }
  return problems
}

/** Every test file's name and place against what it starts (scripts/test-kinds.ts). */
export function checkTestKinds(root: string = repositoryRoot): string[] {
  const problems: string[] = []
  for (const layer of [...productionFolders, ...testOnlyFolders, 'scripts']) {
    let files: string[]
    try {
      files = [...sourceFiles(join(root, layer))]
    } catch {
      continue
    }
    for (const file of files) {
      if (!/\.test\.tsx?$/.test(file)) continue
      problems.push(...testKindProblems(relativePath(root, file), whatItStarts(root, file)))
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
