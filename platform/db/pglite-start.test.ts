import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { initDataDir, startPGlite } from './pglite-start'

describe('a PGlite data directory', () => {
  it('is made by initdb once, and opened as it is afterwards', async () => {
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
