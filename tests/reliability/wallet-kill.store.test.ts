/**
 * Killing the process mid-burst loses no acknowledged wallet operation and leaves no
 * half-applied one: a child runs ledger operations on a PGlite data directory and is
 * killed with SIGKILL; the data directory is reopened and checked, twice over.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { openDatabase } from '../../platform/db'
import { auditLedger } from '../../platform/wallet/history'

const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-wallet-kill-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Starts the burst and kills it once `acknowledgements` operations were acknowledged. */
async function burstThenKill(firstIndex: number, acknowledgements: number): Promise<string[]> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join('tests', 'reliability', 'wallet-burst.child.ts'),
      dataDir,
      String(firstIndex),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const acknowledged: string[] = []
  let buffer = ''
  let acknowledgedOperations = 0
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve()
      else reject(new Error(`wallet-burst exited early (${code ?? signal})`))
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.startsWith('ACK ')) continue
        acknowledged.push(...line.slice(4).split(' '))
        acknowledgedOperations += 1
        // Killed while four operations are in flight, at an arbitrary statement.
        if (acknowledgedOperations === acknowledgements) child.kill('SIGKILL')
      }
    })
  })
  return acknowledged
}

it('keeps every acknowledged operation and no half-applied one across SIGKILL', {
  timeout: 300_000,
}, async () => {
  const acknowledged = new Set<string>()
  for (let round = 0; round < 2; round += 1) {
    for (const key of await burstThenKill(round * 100_000, 60 + round * 20)) acknowledged.add(key)

    const database = await openDatabase({ dataDir })
    try {
      const stored = new Set(
        (
          await database.db.selectFrom('wallet_transactions').select('idempotency_key').execute()
        ).map((row) => row.idempotency_key),
      )
      const lost = [...acknowledged].filter((key) => !stored.has(key))
      expect(lost, 'acknowledged operations missing after the kill').toEqual([])

      const audit = await auditLedger({ db: database.db })
      expect(audit.totals).toEqual({ coin: 0, credit: 0 })
      expect(audit.mismatched).toEqual([])
      expect(audit.negativeUserAccounts).toEqual([])
      const unbalanced = await database.query(
        `select e.transaction_id from wallet_entries e join wallet_accounts a on a.id = e.account_id
         group by e.transaction_id, a.unit having sum(e.amount) <> 0`,
      )
      expect(unbalanced).toEqual([])
      // Every hold agrees with its transactions: held ⇔ hold booked and not finished.
      const holds = await database.query<{ request_id: string; status: string }>(
        'select request_id, status from wallet_holds',
      )
      for (const hold of holds) {
        expect(stored.has(`hold:${hold.request_id}`)).toBe(true)
        expect(stored.has(`hold-finish:${hold.request_id}`)).toBe(hold.status !== 'held')
      }
      const [{ count } = { count: 0 }] = await database.query<{ count: number | string }>(
        'select count(*) as count from wallet_transactions t where not exists (select 1 from wallet_entries e where e.transaction_id = t.id)',
      )
      expect(Number(count), 'transactions without entries').toBe(0)
    } finally {
      await database.close()
    }
  }
  expect(acknowledged.size).toBeGreaterThan(120)
})
