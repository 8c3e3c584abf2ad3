import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chatTableNames, checkBoundaries, findImports, findTableQueries } from './check-boundaries'

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

  it('finds queries on chat tables: builders, joins and raw sql naming one', () => {
    const source = [
      "db.selectFrom('chat_rooms as r').innerJoin('chat_messages as m', 'm.room_oid', 'r.oid')",
      "  .updateTable('users')",
      'await sql`update prompt_logs set body = null`.execute(db)',
      "db.deleteFrom('chat_roomsx')",
      'sql<number>`count(*)`',
      "db.insertInto('personas')",
    ].join('\n')
    expect(
      findTableQueries(source, ['chat_rooms', 'chat_messages', 'prompt_logs', 'personas']),
    ).toEqual([
      { table: 'chat_rooms', line: 1 },
      { table: 'prompt_logs', line: 3 },
      { table: 'personas', line: 6 },
    ])
  })

  it('refuses a query on a chat table outside platform/chat, in production code only', () => {
    const root = treeOf({
      'platform/chat/tables.ts':
        'export interface ChatTables extends ChatCouponTables {\n  chat_rooms: ChatRoomsTable\n  prompt_logs: PromptLogsTable\n}',
      'platform/chat/coupon-tables.ts':
        'export interface ChatCouponTables {\n  chat_coupons: ChatCouponsTable\n}',
      'platform/chat/rooms/rooms.ts': "db.updateTable('chat_rooms').set({ title })",
      'platform/wallet/report.ts': "db.selectFrom('chat_coupons').selectAll()",
      'server/cli/purge.ts': 'await sql`delete from prompt_logs where made < now()`.execute(db)',
      'platform/wallet/report.test.ts': "db.selectFrom('chat_rooms').selectAll()",
      'tests/http/rooms.test.ts': "db.selectFrom('chat_rooms').selectAll()",
    })
    try {
      expect(chatTableNames(root)).toEqual(['chat_rooms', 'prompt_logs', 'chat_coupons'])
      expect(checkBoundaries(root)).toEqual([
        "platform/wallet/report.ts:1 queries the chat table 'chat_coupons': only platform/chat/ queries its tables (call the chat service)",
        "server/cli/purge.ts:1 queries the chat table 'prompt_logs': only platform/chat/ queries its tables (call the chat service)",
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('holds for the repository', () => {
    expect(checkBoundaries()).toEqual([])
  })
})
