import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { kindOfName, testKindProblems, whatItStarts } from './test-kinds'

describe('test kinds', () => {
  it('reads the kind from the name', () => {
    expect(kindOfName('engine/a.test.ts')).toBe('unit')
    expect(kindOfName('platform/w/b.store.test.ts')).toBe('store')
    expect(kindOfName('tests/http/c.http.test.ts')).toBe('http')
    expect(kindOfName('tests/e2e/d.e2e.test.ts')).toBe('e2e')
    expect(kindOfName('platform/w/index.ts')).toBeNull()
  })

  it('refuses a unit test that opens a database or starts the product, and misplaced HTTP tests', () => {
    const none = { product: false, database: false }
    expect(testKindProblems('engine/a.test.ts', none)).toEqual([])
    expect(testKindProblems('platform/w/a.test.ts', { product: false, database: true })).toEqual([
      'platform/w/a.test.ts: opens a database, so it is a store test (*.store.test.ts)',
    ])
    expect(
      testKindProblems('platform/w/a.store.test.ts', { product: true, database: true }),
    ).toEqual([
      'platform/w/a.store.test.ts: starts the product, so it is an HTTP test (tests/http/*.http.test.ts)',
    ])
    expect(
      testKindProblems('platform/w/a.http.test.ts', { product: true, database: false }),
    ).toEqual(['platform/w/a.http.test.ts: HTTP tests live under tests/http/'])
    expect(testKindProblems('tests/http/a.test.ts', none)).toEqual([
      'tests/http/a.test.ts: a test under tests/http/ is named *.http.test.ts',
    ])
  })

  it('follows test helpers, so a kit cannot hide what a test starts', () => {
    const root = mkdtempSync(join(tmpdir(), 'test-kinds-'))
    mkdirSync(join(root, 'tests', 'support'), { recursive: true })
    mkdirSync(join(root, 'platform', 'w'), { recursive: true })
    writeFileSync(
      join(root, 'tests/support/kit.ts'),
      // Built from parts so this file does not itself read as opening a database.
      `export const k = () => ${'openTest'}Database("pglite")\n`,
    )
    writeFileSync(
      join(root, 'platform/w/service.ts'),
      `export const s = () => ${'open'}Database({})\n`,
    )
    const viaKit = join(root, 'platform/w/a.test.ts')
    writeFileSync(viaKit, "import { k } from '../../tests/support/kit'\n")
    expect(whatItStarts(root, viaKit)).toEqual({ product: false, database: true })
    // Product code it imports is what it tests, not what it starts.
    const viaService = join(root, 'platform/w/b.test.ts')
    writeFileSync(viaService, "import { s } from './service'\n")
    expect(whatItStarts(root, viaService)).toEqual({ product: false, database: false })
  })
})
