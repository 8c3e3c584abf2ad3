/**
 * A server closed mid-mission and started again on the same database, its clock past the
 * missions' time limits: the start-up sweep ends them by their timeouts with nobody calling,
 * and the coins are where the outcomes put them (a pending one back to the viewer whole, an
 * accepted one less the streamer's failure reward); a stake whose request stopped between
 * its row and its hold is given back. On both engines.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../../platform/db'
import { newObjectId } from '../../../platform/db/ids'
import { openTestDatabase, type TestDatabase } from '../../../platform/db/testing'
import { auditLedger } from '../../../platform/wallet/history'
import { manualClock } from '../../../platform/wallet/testing'
import { createApp } from '../../../server/app'
import { loadConfig } from '../../../server/config'
import { createServerContext } from '../../../server/context'
import { listenHttp } from '../../../server/listen'
import { grantRoles, seedAdmin, signUp } from '../../support/accounts'
import { describeOnEngine } from '../../support/http-engine'
import type { ApiInit, TestServer } from '../../support/test-server'

/** The product over a database it does not own: closing it leaves the data for the next start. */
async function start(database: Database, clock: ReturnType<typeof manualClock>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-mission-restart-'))
  const config = loadConfig({
    TALELOOM_DATA: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    TALELOOM_ACCOUNT_LOOKUPS_PER_IP: '100000',
  })
  const context = await createServerContext(config, {
    database: { ...database, close: async () => {} },
    logger: pino({ level: 'silent' }),
    clock,
  })
  const { server, port } = await listenHttp(createApp(context).fetch, {
    port: 0,
    hostname: '127.0.0.1',
  })
  const url = `http://127.0.0.1:${port}`
  const running: TestServer = {
    url,
    clientHeaders: {},
    context,
    outboxDir: config.mail.outboxDir,
    async api(path: string, init: ApiInit = {}) {
      const headers: Record<string, string> = {}
      if (init.body !== undefined) headers['content-type'] = 'application/json'
      if (init.token) headers.authorization = `Bearer ${init.token}`
      const response = await fetch(`${url}/api${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
      const text = await response.text()
      return { status: response.status, headers: response.headers, text, json: JSON.parse(text) }
    },
    // Sign-up codes, as the shared test server reads them from the outbox.
    lastMailTo(address) {
      let files: string[]
      try {
        files = readdirSync(config.mail.outboxDir).filter((file) => file.endsWith('.json'))
      } catch {
        return null
      }
      for (const file of files.sort().reverse()) {
        const mail = JSON.parse(readFileSync(join(config.mail.outboxDir, file), 'utf8'))
        if (mail.to === address) return mail
      }
      return null
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await context.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return running
}

describeOnEngine('missions across a restart', (engine) => {
  let database: TestDatabase
  const clock = manualClock('2026-11-20T12:00:00Z')

  beforeAll(async () => {
    database = await openTestDatabase(engine)
  }, 120_000)
  afterAll(async () => {
    await database?.close()
  })

  it('ends running missions by their timeouts at start-up, coins where the outcomes put them', async () => {
    const first = await start(database, clock)
    const admin = await seedAdmin(first)
    const streamer = await signUp(first)
    const viewer = await signUp(first)
    const friend = await signUp(first)
    await grantRoles(first, admin.token, streamer.oid, ['creator', 'livestreamer'])
    for (const who of [viewer, friend])
      await first.context.wallet.service.grant({
        key: `restart-coins-${who.oid}`,
        userOid: who.oid,
        kind: 'coins',
        amount: 500,
      })
    const options = await first.api('/live/donation/options', {
      token: streamer.token,
      body: {
        creatorOid: streamer.oid,
        donationOptions: { useMissionDonation: true, mission: { failureRewardPercent: 40 } },
      },
    })
    expect(options.status, options.text).toBe(200)
    const mission = (key: string, coin: number, timeLimit: number) =>
      first.api('/live/donation/mission', {
        token: viewer.token,
        body: { creatorOid: streamer.oid, missionData: { task: 'Dance', timeLimit, coin }, key },
      })
    const pending = await mission('pending', 100, 600)
    const accepted = await mission('accepted', 200, 60)
    expect(pending.status, pending.text).toBe(200)
    const accept = await first.api('/live/donation/mission/status', {
      token: streamer.token,
      body: { missionOid: accepted.json.oid, status: 'accepted' },
    })
    expect(accept.status, accept.text).toBe(200)
    // An append whose request stopped after its row, before its hold.
    await database.db
      .insertInto('livedonation_mission_stakes')
      .values({
        oid: newObjectId(clock.now().getTime()),
        mission_oid: pending.json.oid,
        user_oid: friend.oid,
        request_key: 'stopped',
        coin: 50,
        state: 'holding',
        create_time: clock.now(),
      })
      .execute()
    expect((await first.context.wallet.service.balances(viewer.oid)).coins).toBe(200)
    await first.close()

    // Down for ten minutes: past the accepted one's 60 s and the pending one's 300 s.
    clock.advance(10 * 60_000)
    const second = await start(database, clock)
    try {
      const rows = await database.db
        .selectFrom('livedonation_missions')
        .select(['oid', 'status', 'creator_coin', 'settled_time'])
        .orderBy('coin')
        .execute()
      expect(rows.map((row) => [row.status, row.creator_coin])).toEqual([
        ['pending-timeout', 0],
        ['accepted-timeout', 80],
      ])
      expect(rows.every((row) => row.settled_time !== null)).toBe(true)
      const wallet = second.context.wallet.service
      expect((await wallet.balances(viewer.oid)).coins).toBe(500 - 80)
      expect((await wallet.balances(friend.oid)).coins).toBe(500)
      // 80 kept, less the 20 % fee.
      expect((await wallet.balances(streamer.oid)).earnings).toBe(64)
      const audit = await auditLedger({ db: database.db })
      expect(audit.accounts.find((account) => account.id === 'system/holds/coin')?.balance).toBe(0)
      expect(audit.totals).toEqual({ coin: 0, credit: 0 })
      expect(audit.negativeUserAccounts).toEqual([])
      expect(audit.mismatched).toEqual([])
      const read = await second.api(`/live/donation/mission?missionOid=${pending.json.oid}`)
      expect(read.json.status).toBe('pending-timeout')
    } finally {
      await second.close()
    }
  }, 240_000)
})
