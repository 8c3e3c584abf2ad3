import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PGliteThread } from './thread'

// Counted for the last test: what every thread this file opens shares.
const bundles = vi.hoisted(() => ({ built: 0 }))
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof import('esbuild')>()
  return {
    ...esbuild,
    build: ((options) => {
      bundles.built += 1
      return esbuild.build(options)
    }) as typeof esbuild.build,
  }
})
const wasmCompiles = vi.spyOn(WebAssembly, 'compile')
// Threads started and ended, for the test of a new data directory.
const workers = vi.hoisted(() => ({ started: 0, exited: 0 }))
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>()
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args)
      workers.started += 1
      this.once('exit', () => {
        workers.exited += 1
      })
    }
  }
  return { ...actual, Worker: CountedWorker }
})

/**
 * PGlite on its own thread: what the server's loop gains (it turns while a statement runs)
 * and what must not change (values, errors, order, notifications, the files it keeps).
 */
describe('PGlite on a worker thread', () => {
  let thread: PGliteThread
  beforeAll(async () => {
    thread = await PGliteThread.open({})
    await thread.run(
      'create table items (id int primary key, body jsonb, at timestamptz, bytes bytea, big int8, tags text[])',
    )
  })
  afterAll(async () => {
    await thread?.close()
  })

  it('runs a long statement while the caller’s event loop keeps turning', async () => {
    // Counted in loop turns, not milliseconds: the count does not depend on the machine's pace.
    let turns = 0
    let answered = false
    const spin = () => {
      if (answered) return
      turns += 1
      setImmediate(spin)
    }
    setImmediate(spin)
    const { rows } = await thread.query<{ n: number }>(
      'select count(*)::int as n from generate_series(1, $1::int) as s',
      [3_000_000],
    )
    answered = true
    expect(rows).toEqual([{ n: 3_000_000 }])
    // On the caller's thread the loop would stand still while the statement ran: a turn or two.
    expect(turns).toBeGreaterThanOrEqual(20)
  })

  it('carries values both ways as PGlite gives them', async () => {
    const at = new Date('2026-11-24T10:00:00.000Z')
    const bytes = new Uint8Array([0, 1, 254, 255])
    const inserted = await thread.query(
      'insert into items values ($1, $2, $3, $4, $5, $6), ($7, $8, $9, $10, $11, $12)',
      [
        ...[1, { text: 'é "quoted"', list: [1, 2] }, at, bytes, 9_007_199_254_740_991, ['a', 'b']],
        ...[2, null, null, null, null, null],
      ],
    )
    expect(inserted.affectedRows).toBe(2)
    const { rows } = await thread.query('select * from items order by id', [])
    expect(rows).toEqual([
      {
        id: 1,
        body: { text: 'é "quoted"', list: [1, 2] },
        at,
        bytes,
        big: 9_007_199_254_740_991,
        tags: ['a', 'b'],
      },
      { id: 2, body: null, at: null, bytes: null, big: null, tags: null },
    ])
  })

  it('rejects with the database error’s fields, and the next statement runs', async () => {
    await thread.run('create table uniq (id int constraint uniq_pk primary key)')
    await thread.query('insert into uniq values ($1)', [1])
    const error = await thread.query('insert into uniq values ($1)', [1]).catch((e) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 'uniq_pk' })
    expect(error.message).toMatch(/duplicate key/)
    await expect(thread.run('selec 1')).rejects.toMatchObject({ code: '42601' })
    expect((await thread.query('select count(*)::int as n from uniq', [])).rows).toEqual([{ n: 1 }])
  })

  it('refuses a value it cannot carry, and goes on', async () => {
    await expect(thread.query('select $1::text as v', [() => 'a function'])).rejects.toThrow(
      /could not be cloned/,
    )
    expect((await thread.query('select $1::text as v', ['text'])).rows).toEqual([{ v: 'text' }])
  })

  it('runs statements in the order they were sent', async () => {
    await thread.run('create table seq (n serial primary key, v int not null)')
    await Promise.all(
      Array.from({ length: 300 }, (_, v) => thread.query('insert into seq (v) values ($1)', [v])),
    )
    const { rows } = await thread.query<{ v: number }>('select v from seq order by n', [])
    expect(rows.map((row) => row.v)).toEqual(Array.from({ length: 300 }, (_, v) => v))
  })

  it('delivers notifications to every listener until each unsubscribes', async () => {
    const first: string[] = []
    const second: string[] = []
    const stopFirst = await thread.listen('items_changed', (payload) => first.push(payload))
    const stopSecond = await thread.listen('items_changed', (payload) => second.push(payload))
    await thread.query('select pg_notify($1, $2)', ['items_changed', 'one'])
    await expect.poll(() => [first, second]).toEqual([['one'], ['one']])
    await stopFirst()
    await thread.query('select pg_notify($1, $2)', ['items_changed', 'two'])
    await expect.poll(() => second).toEqual(['one', 'two'])
    await stopSecond()
    await thread.query('select pg_notify($1, $2)', ['items_changed', 'three'])
    await thread.query('select 1', [])
    expect(first).toEqual(['one'])
    expect(second).toEqual(['one', 'two'])
  })
})

describe('PGlite thread lifecycle', () => {
  it('keeps its data directory across a close and a reopen, and refuses statements once closed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'taleloom-pglite-thread-'))
    try {
      const before = { ...workers }
      const first = await PGliteThread.open({ dataDir })
      // initdb ran on a thread of its own, which has exited and given its memory back
      // (docs/PERFORMANCE.md); the directory was opened again on the thread that stays.
      expect([workers.started - before.started, workers.exited - before.exited]).toEqual([2, 1])
      await first.run('create table kept (v text)')
      await first.query('insert into kept values ($1)', ['still here'])
      await first.close()
      await expect(first.query('select 1', [])).rejects.toThrow('PGlite thread is closed')
      const second = await PGliteThread.open({ dataDir })
      expect((await second.query('select v from kept', [])).rows).toEqual([{ v: 'still here' }])
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('rejects what is in flight and what follows when its thread dies', async () => {
    const thread = await PGliteThread.open({})
    const inFlight = thread.query('select count(*) from generate_series(1, 3000000)', [])
    // As a WebAssembly abort would: the worker is gone.
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate()
    await expect(inFlight).rejects.toThrow(/PGlite thread exited/)
    await expect(thread.query('select 1', [])).rejects.toThrow(/PGlite thread exited/)
  })

  it('fails to open with the reason when the data cannot be loaded', async () => {
    await expect(
      PGliteThread.open({ template: new Blob([new Uint8Array([1, 2, 3])]) }),
    ).rejects.toThrow()
  })
})

describe('what a process pays once (docs/PERFORMANCE.md)', () => {
  // Last in the file: the tests above opened several threads, fresh and on data directories.
  it("bundled the worker's code and compiled PGlite's WebAssembly once for them all", () => {
    expect(bundles.built).toBe(1)
    expect(wasmCompiles).toHaveBeenCalledOnce()
  })
})
