import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { initDataDir, startPGlite } from './start'

// An initdb and three starts of PGlite's WebAssembly Postgres: seconds on a quiet machine,
// far more beside a busy one, so these tests wait longer than the default 30 s.
const STARTS = { timeout: 180_000 }

describe('a PGlite data directory', () => {
  it('is made by initdb once, and opened as it is afterwards', STARTS, async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'taleloom-pglite-start-')), 'nested', 'data')
    try {
      await initDataDir(dataDir)
      const made = statSync(join(dataDir, 'PG_VERSION')).mtimeMs
      await initDataDir(dataDir)
      expect(statSync(join(dataDir, 'PG_VERSION')).mtimeMs).toBe(made)
      const pglite = await startPGlite({ dataDir })
      await pglite.exec('create table kept (v text); insert into kept values ($$here$$)')
      await pglite.close()
      const again = await startPGlite({ dataDir })
      expect((await again.query('select v from kept')).rows).toEqual([{ v: 'here' }])
      await again.close()
    } finally {
      rmSync(join(dataDir, '..', '..'), { recursive: true, force: true })
    }
  })
})

describe('the buffer pool', () => {
  it(
    'is 16 MB unless told a size, and refuses a size Postgres would not take',
    STARTS,
    async () => {
      const setting = async (pglite: Awaited<ReturnType<typeof startPGlite>>) => {
        const { rows } = await pglite.query<{ size: string }>(
          "select pg_size_pretty(setting::bigint * 8192) as size from pg_settings where name = 'shared_buffers'",
        )
        await pglite.close()
        return rows[0]?.size
      }
      expect(await setting(await startPGlite({}))).toBe('16 MB')
      expect(await setting(await startPGlite({ sharedBuffers: '32MB' }))).toBe('32 MB')
      await expect(startPGlite({ sharedBuffers: '32 MB' })).rejects.toThrow(/shared_buffers/)
    },
  )
})
