import { PGlite } from '@electric-sql/pglite'
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
import { SessionGate } from './session-gate'
import { type PGliteBackend, PGliteStatements } from './statements'

/**
 * Kysely dialect for PGlite. PGlite is one backend in one process, so every caller shares
 * one session; `SessionGate` gives a Kysely transaction that session to itself, otherwise
 * two concurrent `db.transaction()` calls would interleave their statements, and sends
 * every other statement at once, in order. It takes a PGlite instance of this thread or a
 * backend that runs one elsewhere (`thread.ts`).
 */
export class PGliteDialect implements Dialect {
  private readonly backend: PGliteBackend
  constructor(pglite: PGlite | PGliteBackend) {
    this.backend = pglite instanceof PGlite ? new PGliteStatements(pglite) : pglite
  }
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.backend)
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
  private readonly gate = new SessionGate<PGliteConnection>()

  constructor(private readonly backend: PGliteBackend) {}
  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.backend, this.gate)
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    const lease = connection as PGliteConnection
    try {
      await this.gate.submit(lease, true, () => this.backend.run(`begin${isolation}`))
    } catch (error) {
      // Kysely rolls back only a transaction that began.
      this.gate.close(lease)
      throw error
    }
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.end(connection as PGliteConnection, 'commit')
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.end(connection as PGliteConnection, 'rollback')
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
    // A connection given back inside its transaction (never by Kysely's own transactions)
    // must not hold the session for ever.
    const lease = connection as PGliteConnection
    if (this.gate.holder === lease) await this.end(lease, 'rollback')
  }
  async destroy() {}

  /** Sends COMMIT or ROLLBACK and lets the waiting statements go right behind it. */
  private async end(lease: PGliteConnection, sql: 'commit' | 'rollback') {
    const ended = this.gate.submit(lease, false, () => this.backend.run(sql))
    this.gate.close(lease)
    await ended
  }
}

/**
 * One acquisition of the shared session: a transaction's statements are sent as its own,
 * anyone else's through the gate.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly backend: PGliteBackend,
    private readonly gate: SessionGate<PGliteConnection>,
  ) {}

  run(sql: string) {
    return this.gate.submit(this, false, () => this.backend.run(sql))
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.gate.submit(this, false, () =>
      this.backend.query<R>(compiledQuery.sql, compiledQuery.parameters),
    )
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
