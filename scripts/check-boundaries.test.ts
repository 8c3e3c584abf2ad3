import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkBoundaries, findImports } from './check-boundaries'

function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  return root
}

describe('import boundaries', () => {
  it('finds static, type-only, re-export and dynamic imports', () => {
    const source = [
      "import { a } from './a'",
      "import type { B } from '../platform/b'",
      "export { c } from 'node:fs'",
      "const d = await import('../server/d')",
      "import './side-effect'",
    ].join('\n')
    expect(findImports(source)).toEqual([
      { specifier: './a', typeOnly: false, line: 1 },
      { specifier: '../platform/b', typeOnly: true, line: 2 },
      { specifier: 'node:fs', typeOnly: false, line: 3 },
      { specifier: '../server/d', typeOnly: false, line: 4 },
      { specifier: './side-effect', typeOnly: false, line: 5 },
    ])
  })

  it('refuses production imports of tests/ and fixtures/, and lets tests and benches use them', () => {
    const root = treeOf({
      'platform/stories/kit.ts':
        "import { startTestServer } from '../../tests/support/test-server'",
      'server/cli/seed.ts': "import type { Story } from '../../fixtures/stories'",
      'player/chat/room.ts': "import { demo } from '../../fixtures/demo'",
      'platform/stories/routes.test.ts': "import { world } from '../../tests/support/world'",
      'tests/bench/chat.bench.ts': "import { demo } from '../../fixtures/demo'",
      'tests/support/world.ts': "import { demo } from '../../fixtures/demo'",
    })
    try {
      expect(checkBoundaries(root)).toEqual([
        "platform/stories/kit.ts:1 imports '../../tests/support/test-server': production code never imports tests/",
        "server/cli/seed.ts:1 imports '../../fixtures/stories': production code never imports fixtures/",
        "player/chat/room.ts:1 imports '../../fixtures/demo': production code never imports fixtures/",
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('lets the front ends take values from the chat contract only, which imports types only', () => {
    const root = treeOf({
      'web/stream/chat-events.ts': "import { isTerminal } from '../../platform/chat/contract'",
      'player/chat/page.ts': "import { roomView } from '../../platform/chat/rooms'",
      'platform/chat/contract.ts':
        "import { z } from 'zod'\nimport type { V } from '../../engine/compiled'",
    })
    try {
      expect(checkBoundaries(root)).toEqual([
        "platform/chat/contract.ts:1 imports 'zod': a contract shared with the front ends imports types only",
        "player/chat/page.ts:1 imports '../../platform/chat/rooms': front ends import platform/ as types only (import type …)",
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('holds for the repository', () => {
    expect(checkBoundaries()).toEqual([])
  })
})
