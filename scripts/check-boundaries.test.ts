import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  areasOf,
  checkBoundaries,
  declaredTables,
  findImports,
  findTableQueries,
  tableOwners,
} from './check-boundaries'

function treeOf(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  return root
}

describe('import boundaries and the area shape', () => {
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
      'platform/stories/index.ts': '',
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
      'platform/chat/index.ts': '',
      'platform/chat/contract.ts':
        "import { z } from 'zod'\nimport type { V } from '../../engine/compiled'",
    })
    try {
      expect(checkBoundaries(root)).toEqual([
        "platform/chat/contract.ts:1 imports 'zod': a contract shared with the front ends imports types only",
        "player/chat/page.ts:1 imports '../../platform/chat/rooms': a deep import of platform/chat/: import its index (platform/README.md)",
        "player/chat/page.ts:1 imports '../../platform/chat/rooms': front ends import platform/ as types only (import type …)",
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('finds queries on named tables: builders, joins and raw sql naming one', () => {
    const source = [
      "db.selectFrom('chat_rooms as r').innerJoin('chat_messages as m', 'm.room_oid', 'r.oid')",
      "  .updateTable('users')",
      'await sql`update prompt_logs set body = null`.execute(db)',
      "db.deleteFrom('chat_roomsx')",
      'sql<number>`count(*)`',
      "db.insertInto('personas')",
      `sql\`select 1 from \${sql.table(personas)} -- personas, in a comment\``,
      `sql\`select 1 from \${sql.table('personas')}\``,
      'sql`/* prompt_logs */ select 1`',
    ].join('\n')
    expect(
      findTableQueries(source, ['chat_rooms', 'chat_messages', 'prompt_logs', 'personas']),
    ).toEqual([
      { table: 'chat_rooms', line: 1 },
      { table: 'prompt_logs', line: 3 },
      { table: 'personas', line: 6 },
      { table: 'personas', line: 8 },
    ])
  })

  it("reads an area's tables from its *Tables interfaces and types, not their columns", () => {
    const interfaces = [
      'export interface ChatRoomsTable {\n  oid: string\n}',
      'export interface ChatTables extends ChatCouponTables {',
      '  chat_rooms: ChatRoomsTable',
      '  prompt_logs?: PromptLogsTable',
      '}',
    ].join('\n')
    const alias = [
      'export type LiveTables = {',
      '  live_channels: { creator_oid: string; state: string }',
      '} & LiveEntryTables &',
      '  LiveAdminTables & {',
      '    live_streams: LiveStreamsTable',
      '  }',
      'export type Other = { not_a_table: string }',
    ].join('\n')
    expect(declaredTables(interfaces)).toEqual(['chat_rooms', 'prompt_logs'])
    expect(declaredTables(alias)).toEqual(['live_channels', 'live_streams'])
  })

  it("refuses a production query on another area's table; tests, test helpers and migrations may", () => {
    const root = treeOf({
      'platform/db/core-tables.ts': 'export interface CoreTables {\n  app_settings: S\n}',
      'platform/db/settings.ts': "db.selectFrom('app_settings').selectAll()",
      'platform/chat/index.ts': '',
      'platform/chat/tables.ts':
        'export interface ChatTables extends ChatCouponTables {\n  chat_rooms: ChatRoomsTable\n  prompt_logs: PromptLogsTable\n}',
      'platform/chat/coupon-tables.ts':
        'export interface ChatCouponTables {\n  chat_coupons: ChatCouponsTable\n}',
      'platform/chat/rooms/rooms.ts': "db.updateTable('chat_rooms').set({ title })",
      'platform/wallet/index.ts': '',
      'platform/wallet/tables.ts': 'export interface WalletTables {\n  wallet_entries: E\n}',
      'platform/wallet/report.ts': "db.selectFrom('chat_coupons').selectAll()",
      'platform/wallet/reads.ts': "db.selectFrom('wallet_entries').selectAll()",
      'platform/wallet/migrations.ts': 'await sql`update chat_rooms set title = null`.execute(db)',
      'platform/wallet/testing.ts': "db.insertInto('chat_rooms').values(row)",
      'platform/wallet/report.test.ts': "db.selectFrom('chat_rooms').selectAll()",
      'platform/live/index.ts': '',
      'platform/live/tables.ts':
        'export type LiveTables = {\n  live_streams: S\n} & LiveEntryTables\n',
      'platform/live/entry/tables.ts': 'export type LiveEntryTables = {\n  live_tickets: T\n}',
      'platform/live/entry/tickets.ts':
        "db.selectFrom('live_streams').innerJoin('live_tickets as t')",
      'platform/chat/summaries/stats.ts': "db.selectFrom('app_settings').selectAll()",
      'server/cli/purge.ts': 'await sql`delete from prompt_logs where made < now()`.execute(db)',
      'tests/http/rooms.http.test.ts': "db.selectFrom('chat_rooms').selectAll()",
    })
    try {
      expect(areasOf(root)).toEqual(new Set(['chat', 'live', 'wallet']))
      expect(Object.fromEntries(tableOwners(root))).toEqual({
        app_settings: 'db',
        chat_rooms: 'chat',
        prompt_logs: 'chat',
        chat_coupons: 'chat',
        live_streams: 'live',
        live_tickets: 'live',
        wallet_entries: 'wallet',
      })
      expect(checkBoundaries(root).sort()).toEqual(
        [
          "platform/chat/summaries/stats.ts:1 queries 'app_settings', a table of platform/db/: only its area queries it (call its service through a port)",
          "platform/wallet/report.ts:1 queries 'chat_coupons', a table of platform/chat/: only its area queries it (call its service through a port)",
          "server/cli/purge.ts:1 queries 'prompt_logs', a table of platform/chat/: only its area queries it (call its service through a port)",
        ].sort(),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('refuses a deep import of an area from outside it: other areas and the server take its index, front ends also its contracts', () => {
    const root = treeOf({
      'platform/wallet/index.ts': "export { post } from './ledger'",
      'platform/wallet/ledger.ts': "import { fee } from './settings'",
      'platform/wallet/settings.ts': '',
      'platform/wallet/migrations.ts': '',
      'platform/live/index.ts': '',
      'platform/live/contract.ts': '',
      'platform/live/schedules/index.ts': "import { post } from '../../wallet'",
      'platform/live/schedules/contract.ts': '',
      'platform/live/schedules/service.ts': [
        "import type { Fee } from '../../wallet/settings'",
        "import { keys } from '../keys'",
        "import { post } from '../../wallet/index'",
      ].join('\n'),
      'platform/live/studio/keys.ts': '',
      'platform/http/validate.ts': "import { OBJECT_ID } from '../db/ids'",
      'platform/db/ids.ts': '',
      'platform/migrations.ts': [
        "import { walletMigrations } from './wallet/migrations'",
        "import { core } from './db/migrations'",
      ].join('\n'),
      'platform/db/migrations.ts': '',
      'server/context.ts': [
        "import { createLive } from '../platform/live'",
        "import { schedules } from '../platform/live/schedules'",
        "import { walletMigrations } from '../platform/wallet/migrations'",
      ].join('\n'),
      'studio/live/api.ts': [
        "import type { Studio } from '../../platform/live/contract'",
        "import type { Schedule } from '../../platform/live/schedules/contract'",
        "import type { LiveService } from '../../platform/live'",
        "import type { Key } from '../../platform/live/keys'",
      ].join('\n'),
      'platform/live/schedules/service.test.ts': "import { fee } from '../../wallet/settings'",
      'tests/http/live.http.test.ts': "import { keys } from '../../platform/live/keys'",
    })
    try {
      expect(checkBoundaries(root).sort()).toEqual(
        [
          "platform/live/schedules/service.ts:1 imports '../../wallet/settings': a deep import of platform/wallet/: import its index (platform/README.md)",
          "server/context.ts:2 imports '../platform/live/schedules': a deep import of platform/live/: import its index (platform/README.md)",
          "server/context.ts:3 imports '../platform/wallet/migrations': a deep import of platform/wallet/: import its index (platform/README.md)",
          "studio/live/api.ts:4 imports '../../platform/live/keys': a deep import of platform/live/: import its index (platform/README.md)",
        ].sort(),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('refuses platform/db importing an area or the migration list, but for its schema taking tables as types', () => {
    const root = treeOf({
      'platform/wallet/index.ts': '',
      'platform/wallet/tables.ts': 'export interface WalletTables {\n  wallet_entries: E\n}',
      'platform/wallet/migrations.ts': '',
      'platform/wallet/settings.ts': '',
      'platform/migrations.ts': "import { walletMigrations } from './wallet/migrations'",
      'platform/db/schema.ts': [
        "import type { WalletTables } from '../wallet/tables'",
        "import { walletTables } from '../wallet/tables'",
      ].join('\n'),
      'platform/db/migrate.ts': "import { allMigrations } from '../migrations'",
      'platform/db/settings.ts': "import type { WalletSettings } from '../wallet'",
      'platform/db/testing.ts': "import { allMigrations } from '../migrations'",
    })
    try {
      expect(checkBoundaries(root).sort()).toEqual(
        [
          "platform/db/migrate.ts:1 imports '../migrations': platform/db knows no area (it is handed the migrations: platform/migrations.ts)",
          "platform/db/schema.ts:2 imports '../wallet/tables': platform/db knows no area (it is handed the migrations: platform/migrations.ts)",
          "platform/db/settings.ts:1 imports '../wallet': platform/db knows no area (it is handed the migrations: platform/migrations.ts)",
        ].sort(),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('refuses a production import of a test helper (testing.ts); tests and other helpers may', () => {
    const root = treeOf({
      'platform/wallet/index.ts': '',
      'platform/wallet/testing.ts': "import { openTestDatabase } from '../db/testing'",
      'platform/wallet/fixture.ts': "import { manualClock } from './testing'",
      'platform/db/testing.ts': '',
      'platform/db/testing-templates.ts': '',
      'platform/db/open.ts': "import { createFromTemplate } from './testing-templates'",
      'platform/live/index.ts': '',
      'platform/live/testing.ts': "import { manualClock } from '../wallet/testing'",
      'platform/live/live.store.test.ts': "import { manualClock } from '../wallet/testing'",
      'server/context.ts': "import { openTestDatabase } from '../platform/db/testing'",
    })
    try {
      expect(checkBoundaries(root).sort()).toEqual(
        [
          "platform/db/open.ts:1 imports './testing-templates': production code never imports a test helper (testing.ts)",
          "platform/wallet/fixture.ts:1 imports './testing': production code never imports a test helper (testing.ts)",
          "server/context.ts:1 imports '../platform/db/testing': production code never imports a test helper (testing.ts)",
        ].sort(),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('wants an index.ts in every area and none of the retired names', () => {
    const root = treeOf({
      'platform/wallet/index.ts': '',
      'platform/wallet/deps.ts': '',
      'platform/wallet/holds/test-kit.ts': '',
      'platform/payments/service.ts': '',
      'platform/payments/testing/fake-stripe.ts': '',
      'platform/http/guards.ts': '',
    })
    try {
      expect(checkBoundaries(root).sort()).toEqual(
        [
          'platform/payments/: an area has an index.ts, its one import target',
          "platform/payments/testing/fake-stripe.ts: an area's test helpers are its testing.ts",
          "platform/wallet/deps.ts: an area's needs are its ports.ts",
          "platform/wallet/holds/test-kit.ts: an area's test helpers are its testing.ts",
        ].sort(),
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('holds for the repository', () => {
    expect(checkBoundaries()).toEqual([])
  })
})
