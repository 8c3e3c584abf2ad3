import type { PGlite } from '@electric-sql/pglite'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

/**
 * Kysely dialect for PGlite. PGlite is one backend in one process, so there is one
 * connection; a FIFO lease makes Kysely transactions exclusive, otherwise two
 * concurrent `db.transaction()` calls would interleave their statements.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db)
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection
  private tail: Promise<void> = Promise.resolve()

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite)
  }
  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void
    const previous = this.tail
    this.tail = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    this.connection.release = release
    return this.connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await (connection as PGliteConnection).run(`begin${isolation}`)
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).run('commit')
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as PGliteConnection).run('rollback')
  }
  async savepoint(connection: DatabaseConnection, name: string) {
    await (connection as PGliteConnection).run(`savepoint ${name}`)
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await (connection as PGliteConnection).run(`rollback to savepoint ${name}`)
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await (connection as PGliteConnection).run(`release savepoint ${name}`)
  }
  async releaseConnection(connection: DatabaseConnection) {
    const lease = connection as PGliteConnection
    const release = lease.release
    lease.release = undefined
    release?.()
  }
  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined
  constructor(private readonly pglite: PGlite) {}

  async run(sql: string) {
    await this.pglite.query(sql)
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
    const affected = result.affectedRows
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteConnection.streamQuery: streaming is not supported on PGlite')
  }
}
