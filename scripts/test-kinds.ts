/**
 * A test file's name says its kind, and the kind says what it may start (docs/TESTING.md):
 *   `*.test.ts(x)` unit: no database, no product;   `*.store.test.ts`: a database, no product;
 *   `tests/http/**\/*.http.test.ts`: the product;     `tests/e2e/**\/*.e2e.test.ts`: the browser.
 * What a test starts is read from its source and from the test helpers it imports (files
 * under tests/, and `testing`/kit modules), so a kit cannot hide a database from a unit test.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

const STARTS_PRODUCT =
  /\b(startTestServer|createServerContext|startProduct|spawnProduct|startChatWorld|startStoriesWorld|createMatrixWorld)\(/
const OPENS_DATABASE =
  /\b(openTestDatabase|describeEachEngine|openDatabase|openPGlite|PGliteThread\.open)\(|new PGlite\(/

export type TestKind = 'unit' | 'store' | 'http' | 'e2e'

export function kindOfName(path: string): TestKind | null {
  if (/\.e2e\.test\.tsx?$/.test(path)) return 'e2e'
  if (/\.http\.test\.tsx?$/.test(path)) return 'http'
  if (/\.store\.test\.tsx?$/.test(path)) return 'store'
  if (/\.test\.tsx?$/.test(path)) return 'unit'
  return null
}

const isHelper = (path: string) =>
  /(^|\/)tests\/|(^|\/)testing(\.tsx?$|\/)|kit\.tsx?$/.test(path) &&
  !/platform\/db\/testing\.ts$/.test(path)

/** What a file starts, through itself and the test helpers it imports. */
export function whatItStarts(
  root: string,
  path: string,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
  seen = new Set<string>(),
): { product: boolean; database: boolean } {
  const found = { product: false, database: false }
  if (seen.has(path)) return found
  seen.add(path)
  const source = read(path)
  found.product = STARTS_PRODUCT.test(source)
  found.database = OPENS_DATABASE.test(source)
  for (const match of source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const target = resolveLocal(dirname(path), match[1]!)
    if (!target || !isHelper(relative(root, target))) continue
    const inner = whatItStarts(root, target, read, seen)
    found.product ||= inner.product
    found.database ||= inner.database
  }
  return found
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(from, specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  return null
}

/** Problems with one test file's name and place, given what it starts. */
export function testKindProblems(
  path: string,
  starts: { product: boolean; database: boolean },
): string[] {
  const kind = kindOfName(path)
  if (!kind) return []
  const problems: string[] = []
  const inHttp = path.startsWith('tests/http/')
  if (kind === 'http' && !inHttp) problems.push(`${path}: HTTP tests live under tests/http/`)
  if (inHttp && kind !== 'http')
    problems.push(`${path}: a test under tests/http/ is named *.http.test.ts`)
  if (kind === 'e2e' && !path.startsWith('tests/e2e/'))
    problems.push(`${path}: browser tests live under tests/e2e/`)
  if ((kind === 'unit' || kind === 'store') && starts.product)
    problems.push(`${path}: starts the product, so it is an HTTP test (tests/http/*.http.test.ts)`)
  else if (kind === 'unit' && starts.database)
    problems.push(`${path}: opens a database, so it is a store test (*.store.test.ts)`)
  return problems
}
