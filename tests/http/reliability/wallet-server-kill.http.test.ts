/**
 * Killing the SERVER mid-burst loses no acknowledged wallet operation and leaves no
 * half-applied one (QUALITY.md, "Money and credits"). The server runs as `npm start` runs
 * it (server/cli/start.ts in a child process); players fire conversions with
 * Idempotency-Keys (some retried), sandbox payment approvals and daily check-ins over HTTP;
 * the child is SIGKILLed mid-burst and started again on the same data. Then: every
 * acknowledged operation is there (resending its key replays, moving nothing), every paid
 * payment is credited, and the ledger holds (sums zero per unit, no negative balance, every
 * balance equals its entries, no transaction without or with unbalanced entries).
 * On the embedded database always, and on PostgreSQL when DATABASE_URL reaches a server.
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../platform/db'
import { auditLedger } from '../../../platform/wallet/history'
import { describeOnEngine } from '../../support/http-engine'
import { spawnProduct } from '../../support/product-process'

interface Running {
  child: ChildProcess
  url: string
}

interface Player {
  oid: string
  token: string
  email: string
}

/** One acknowledged (200 / 303) operation and how to check it afterwards. */
type Acknowledged =
  | { kind: 'convert'; player: Player; header: string; amount: number }
  | { kind: 'approve'; player: Player; paymentOid: string; approveUrl: string }
  | { kind: 'check-in'; player: Player }

function startServer(dataDir: string, databaseUrl: string): Promise<Running> {
  const child = spawnProduct({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      TALELOOM_SKIP_WEB_BUILD: '1',
      TALELOOM_ADMIN_PASSWORD: 'kill-admin-1',
      TALELOOM_PAYMENT_SANDBOX: '1',
      TALELOOM_ARGON2_MEMORY_KIB: '1024',
      TALELOOM_ARGON2_ITERATIONS: '1',
      LOG_LEVEL: 'warn',
      LOG_FILE: join(dataDir, 'server.log'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = buffer.match(/Taleloom is running at (\S+)/)
      if (match?.[1]) resolve({ child, url: match[1] })
    })
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited before listening (${code ?? signal}):\n${buffer}`)),
    )
  })
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function call(
  url: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    redirect: 'manual',
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    json = {}
  }
  return { status: response.status, json, location: response.headers.get('location') }
}

/** Signs up through the routes, reading the mailed code from the outbox. */
async function signUp(url: string, dataDir: string, index: number): Promise<Player> {
  const email = `killer${index}-${randomBytes(3).toString('hex')}@example.com`
  const password = 'Tale1oom-pass'
  const registered = await call(url, '/api/account/register', {
    body: {
      email,
      password,
      passwordRepeat: password,
      nickname: `Killer${index}${randomBytes(2).toString('hex')}`,
      birthDate: '1990-05-01',
      agreePersonalData: true,
    },
  })
  expect(registered.status, JSON.stringify(registered.json)).toBe(200)
  const outbox = join(dataDir, 'outbox')
  const mail = readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')))
    .find((entry) => entry.to === email)
  const code = String(mail?.text ?? '').match(/\b(\d{6})\b/)?.[1]
  const confirmed = await call(url, '/api/account/register/confirm', { body: { email, code } })
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
  return { oid: String(confirmed.json.oid), token: String(confirmed.json.token), email }
}

/** A pending sandbox charge and the URL that approves it (the buyer's button). */
async function startCharge(url: string, player: Player, coins: number) {
  const started = await call(url, '/api/payment/charge', {
    token: player.token,
    body: { coins, currency: 'USD', method: 'sandbox' },
  })
  expect(started.status, JSON.stringify(started.json)).toBe(200)
  const paymentOid = String(started.json.paymentOid)
  const approveUrl = String(started.json.redirectUrl).replace(
    `/${paymentOid}?`,
    `/${paymentOid}/approve?`,
  )
  return { paymentOid, approveUrl }
}

const approve = (url: string, approveUrl: string) =>
  call(url, approveUrl, { method: 'POST', headers: { 'content-type': 'text/plain' } })

const convert = (url: string, player: Player, header: string, amount: number) =>
  call(url, '/api/story-chat/convert/credit', {
    token: player.token,
    headers: { 'idempotency-key': header },
    body: { amount, type: 'coin' },
  })

describeOnEngine('wallet over HTTP across a server SIGKILL', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-server-kill-'))
  let databaseUrl = ''
  let dropDatabase: (() => Promise<void>) | null = null

  beforeAll(async () => {
    if (engine !== 'postgres') return
    // A database of its own on the server, as a deployment has: the server migrates it.
    const base = new URL(process.env.DATABASE_URL ?? '')
    const name = `taleloom_kill_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: base.toString() })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const own = new URL(base.toString())
    own.pathname = `/${name}`
    databaseUrl = own.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base.toString() })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  })
  afterAll(async () => {
    await dropDatabase?.()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged operation and no half-applied one', {
    // Two server processes and a burst of real requests: generous, for a busy machine.
    timeout: 300_000,
  }, async () => {
    const first = await startServer(dataDir, databaseUrl)
    const players = await Promise.all(
      [0, 1, 2, 3].map((index) => signUp(first.url, dataDir, index)),
    )
    // Each player: one charge paid before the burst (coins to convert), two approved during it.
    const pending: Array<{ player: Player; paymentOid: string; approveUrl: string }> = []
    for (const player of players) {
      const paid = await startCharge(first.url, player, 1000)
      expect((await approve(first.url, paid.approveUrl)).status).toBe(303)
      for (const coins of [300, 500])
        pending.push({ player, ...(await startCharge(first.url, player, coins)) })
    }

    const acknowledged: Acknowledged[] = []
    const conversions: Array<{ player: Player; header: string; amount: number }> = []
    const checkedIn = new Set<string>()
    let killed = false
    let sequence = 0
    const killAfter = 70 + Math.floor(Math.random() * 30)
    const acknowledge = (operation: Acknowledged) => {
      if (killed) return
      acknowledged.push(operation)
      // SIGKILL at once, with the other workers' requests in flight.
      if (acknowledged.length >= killAfter) {
        killed = true
        first.child.kill('SIGKILL')
      }
    }

    async function worker(seed: number) {
      for (let step = 0; !killed; step += 1) {
        const player = players[(seed + step) % players.length] as Player
        const roll = Math.random()
        try {
          if (step % 5 === 2 && pending.length > 0) {
            const payment = pending.shift()
            if (!payment) continue
            const answer = await approve(first.url, payment.approveUrl)
            if (answer.status === 303 && answer.location?.startsWith('/charge/success')) {
              acknowledge({ kind: 'approve', ...payment })
            }
          } else if (step === 0 && !checkedIn.has(player.oid)) {
            checkedIn.add(player.oid)
            const answer = await call(first.url, '/api/account/attendance', {
              token: player.token,
              body: {},
            })
            if (answer.status === 200) acknowledge({ kind: 'check-in', player })
          } else if (roll < 0.15 && conversions.length > 0) {
            // A client retry: the same key and body again.
            const again = conversions[Math.floor(Math.random() * conversions.length)]
            if (!again) continue
            const answer = await convert(first.url, again.player, again.header, again.amount)
            if (answer.status === 200) acknowledge({ kind: 'convert', ...again })
          } else {
            sequence += 1
            const header = `burst-${seed}-${sequence}`
            const amount = 1 + (sequence % 5)
            const answer = await convert(first.url, player, header, amount)
            if (answer.status === 200) {
              conversions.push({ player, header, amount })
              acknowledge({ kind: 'convert', player, header, amount })
            }
          }
        } catch {
          // The connection died with the server: not acknowledged, may or may not have applied.
        }
      }
    }
    await Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)))
    await waitForExit(first.child)
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter)
    const kinds = new Set(acknowledged.map((operation) => operation.kind))
    expect([...kinds].sort()).toEqual(['approve', 'check-in', 'convert'])

    // Started again on the same data: start-up repairs paid-but-undelivered payments.
    const second = await startServer(dataDir, databaseUrl)
    let database: Database | null = null
    try {
      const before = new Map<string, unknown>()
      for (const player of players) {
        const info = await call(second.url, '/api/story-chat/convert/credit', {
          token: player.token,
        })
        expect(info.status).toBe(200)
        before.set(player.oid, info.json.balances)
      }
      // Every acknowledged operation is stored: sending it again replays, changing nothing.
      for (const operation of acknowledged) {
        if (operation.kind === 'convert') {
          const again = await convert(
            second.url,
            operation.player,
            operation.header,
            operation.amount,
          )
          expect(again.status, JSON.stringify(again.json)).toBe(200)
        } else if (operation.kind === 'approve') {
          const again = await approve(second.url, operation.approveUrl)
          expect(again.location).toBe(`/charge/success?paymentOid=${operation.paymentOid}`)
          const status = await call(
            second.url,
            `/api/payment/charge?paymentOid=${operation.paymentOid}`,
            { token: operation.player.token },
          )
          expect(status.json).toMatchObject({ status: 'paid', credited: true })
        } else {
          const again = await call(second.url, '/api/account/attendance', {
            token: operation.player.token,
            body: {},
          })
          expect(again.status).not.toBe(200)
        }
      }
      for (const player of players) {
        const info = await call(second.url, '/api/story-chat/convert/credit', {
          token: player.token,
        })
        expect(info.json.balances, 'a resent acknowledged key moved money').toEqual(
          before.get(player.oid),
        )
      }
    } finally {
      second.child.kill('SIGTERM')
      await waitForExit(second.child)
    }

    // The stored ledger itself, read directly.
    database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir })
    try {
      const keys = new Set(
        (
          await database.db.selectFrom('wallet_transactions').select('idempotency_key').execute()
        ).map((row) => row.idempotency_key),
      )
      const expectedKey = (operation: Acknowledged) =>
        operation.kind === 'convert'
          ? `convert:${operation.player.oid}:${operation.header}`
          : operation.kind === 'approve'
            ? `payment:${operation.paymentOid}`
            : `attendance:${operation.player.oid}:`
      const lost = acknowledged
        .map(expectedKey)
        .filter((key) =>
          key.endsWith(':') ? ![...keys].some((stored) => stored.startsWith(key)) : !keys.has(key),
        )
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
      const [empty] = await database.query<{ count: number | string }>(
        `select count(*) as count from wallet_transactions t
         where not exists (select 1 from wallet_entries e where e.transaction_id = t.id)`,
      )
      expect(Number(empty?.count), 'transactions without entries').toBe(0)
      // No payment half-applied: paid ⇔ credited by exactly its own ledger transaction.
      const payments = await database.query<{
        oid: string
        status: string
        credited: string | null
      }>('select oid, status, credited_transaction_id as credited from payments')
      for (const payment of payments) {
        expect(payment.credited !== null, `payment ${payment.oid} ${payment.status}`).toBe(
          payment.status === 'paid',
        )
        expect(keys.has(`payment:${payment.oid}`)).toBe(payment.status === 'paid')
      }
    } finally {
      await database.close()
    }
  })
})
