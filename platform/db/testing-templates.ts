/**
 * PostgreSQL test databases made from one migrated template: `CREATE DATABASE … TEMPLATE`
 * copies files, where migrating a fresh schema replays every migration. Used by the test
 * runs' global setup (which makes the template) and by `openTestDatabase` (which copies it).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { allMigrations } from '../migrations'
import { migrateToLatest } from './migrate'
import { openDatabase } from './open'

/** `DATABASE_URL` when a server answers there, else why not. */
export async function probePostgres(): Promise<{ url: string } | { skipReason: string }> {
  const url = process.env.DATABASE_URL
  if (!url) return { skipReason: 'DATABASE_URL is not set' }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return { url }
  } catch (error) {
    return { skipReason: `no PostgreSQL server at DATABASE_URL (${(error as Error).message})` }
  } finally {
    await client.end().catch(() => {})
  }
}

/** The server's URL with another database name. */
export function urlForDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** Creates and migrates the run's template database; null when no server is reachable. */
export async function createPostgresTemplate(): Promise<{
  name: string
  drop(): Promise<void>
} | null> {
  const probe = await probePostgres()
  if (!('url' in probe)) return null
  const { url } = probe
  const name = `taleloom_tpl_${randomBytes(5).toString('hex')}`
  await onServer(url, (client) => client.query(`create database ${name}`))
  const database = await openDatabase({ url: urlForDatabase(url, name), poolSize: 2 })
  try {
    await migrateToLatest(database.db, allMigrations)
  } finally {
    await database.close()
  }
  return {
    name,
    // The template and every copy a worker left behind (a worker may end without closing).
    // Dropped side by side: each drop waits mostly on the server's file removal and
    // checkpoint, which concurrent drops share (docs/PERFORMANCE.md).
    drop: async () => {
      const names = await onServer(url, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`${name}%`],
        )
        return rows.map((row) => row.datname)
      })
      const queue = [...names]
      const dropper = () =>
        onServer(url, async (client) => {
          for (let next = queue.pop(); next; next = queue.pop())
            await client.query(`drop database if exists ${next} with (force)`)
        })
      await Promise.all(Array.from({ length: Math.min(8, names.length) }, dropper))
    },
  }
}

/** A fresh database copied from the template; returns its URL and how to drop it. */
export async function createFromTemplate(
  url: string,
  template: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${template}_${randomBytes(6).toString('hex')}`
  // Copies serialize on the template's lock; a copy waiting behind another retries.
  await onServer(url, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${template}`)
        return
      } catch (error) {
        const busy = /is being accessed by other users/.test(String((error as Error).message))
        if (!busy || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 + attempt * 10))
      }
    }
  })
  return {
    url: urlForDatabase(url, name),
    name,
    drop: async () => {
      await onServer(url, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}
