import { Kysely } from 'kysely'
import { checkChannel, type Database, type DatabaseOptions, rawQuery } from '../database'
import type { DB } from '../schema'
import { PGliteDialect } from './dialect'
import { type PGliteStart, startPGlite } from './start'
import { PGliteThread } from './thread'

/** PGlite on a worker thread of its own (the default), or on this thread with `pgliteThread: 'inline'`. */
export function openPGlite(options: DatabaseOptions): Promise<Database> {
  const start = pgliteStart(options)
  return options.pgliteThread === 'inline' ? openInlinePGlite(start) : openPGliteThread(start)
}

function pgliteStart(options: DatabaseOptions): PGliteStart {
  return {
    dataDir: options.dataDir,
    template: options.pgliteTemplate,
    sharedBuffers: options.pgliteSharedBuffers,
  }
}

async function openPGliteThread(start: PGliteStart): Promise<Database> {
  const thread = await PGliteThread.open(start)
  return pgliteDatabase(new PGliteDialect(thread), true, {
    listen: (channel, onPayload) => thread.listen(channel, onPayload),
    close: () => thread.close(),
  })
}

async function openInlinePGlite(start: PGliteStart): Promise<Database> {
  const pglite = await startPGlite(start)
  return pgliteDatabase(new PGliteDialect(pglite), false, {
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload)
      return async () => {
        if (!pglite.closed) await unsubscribe()
      }
    },
    async close() {
      if (!pglite.closed) await pglite.close()
    },
  })
}

function pgliteDatabase(
  dialect: PGliteDialect,
  pipelined: boolean,
  instance: Pick<Database, 'listen' | 'close'>,
): Database {
  const db = new Kysely<DB>({ dialect })
  return {
    engine: 'pglite',
    db,
    pipelined,
    // Through Kysely, so raw queries queue behind open transactions on the one session.
    query: (sql, params = []) => rawQuery(db, sql, params),
    async listen(channel, onPayload) {
      checkChannel(channel)
      return instance.listen(channel, onPayload)
    },
    async notify(channel, payload) {
      checkChannel(channel)
      await rawQuery(db, 'select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      await db.destroy()
      await instance.close()
    },
  }
}
