import { type PGlite, parse, protocol } from '@electric-sql/pglite'
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
import { concatBytes } from '../../engine/bytes'

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
  private readonly statements = new PreparedStatements()
  constructor(private readonly pglite: PGlite) {}

  async run(sql: string) {
    await this.pglite.query(sql)
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.runExclusive(() =>
      this.extendedQuery<R>(compiledQuery.sql, compiledQuery.parameters),
    )
    const affected = result.affectedRows
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    }
  }

  /**
   * A statement as one call into PGlite, on a prepared statement: `PGlite.query` parses,
   * plans and describes every statement afresh in six calls into the WebAssembly backend,
   * and a chat turn's small statements spent most of their time there, not executing
   * (tests/bench/chat-stream). Values and results go through PGlite's own serializers and
   * parsers, by the parameter types Postgres inferred, so they are the same as `query()`'s.
   */
  private async extendedQuery<R>(sql: string, parameters: readonly unknown[]) {
    const { serialize } = protocol
    const leading: Uint8Array[] = this.statements
      .takeCloses()
      .map((name) => serialize.close({ type: 'S', name }))
    let statement = this.statements.get(sql)
    if (!statement) {
      const name = preparable(sql) ? this.statements.nextName() : ''
      // Schema changes may change what a prepared statement returns: forget them all.
      if (!name)
        for (const old of this.statements.clear())
          leading.push(serialize.close({ type: 'S', name: old }))
      const types = parse.parseDescribeStatementResults(
        await this.pglite.execProtocolStream(
          concatBytes([
            ...leading.splice(0),
            serialize.parse({ text: sql, name }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
          { syncToFs: false },
        ),
      )
      statement = { name, types }
      if (name) this.statements.set(sql, statement)
      // The statement it pushed out is closed with this one's execution.
      for (const old of this.statements.takeCloses())
        leading.push(serialize.close({ type: 'S', name: old }))
    }
    const { name, types } = statement
    const values = parameters.map((value, index) => {
      if (value === null || value === undefined) return null
      const write = this.pglite.serializers[types[index] ?? 0]
      return write ? write(value) : String(value)
    })
    const messages = await this.pglite.execProtocolStream(
      concatBytes([
        ...leading,
        // The unnamed statement was parsed with the description and is parsed again: it
        // does not outlive a Sync.
        ...(name ? [] : [serialize.parse({ text: sql, types })]),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    )
    return parse.parseResults(messages, this.pglite.parsers)[0] as unknown as {
      rows: R[]
      affectedRows?: number
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteConnection.streamQuery: streaming is not supported on PGlite')
  }
}

/** Data statements are prepared; anything else (DDL, transaction control, SET) is not. */
function preparable(sql: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(sql)
}

/**
 * The prepared statements by text, least recently used first. Kysely's texts are a
 * bounded set, but `in (…)` lists of every length are not: past the limit the oldest is
 * closed on the backend with the next statement.
 */
class PreparedStatements {
  private readonly byText = new Map<string, { name: string; types: number[] }>()
  private closes: string[] = []
  private counter = 0

  get(sql: string) {
    const statement = this.byText.get(sql)
    if (statement) {
      this.byText.delete(sql)
      this.byText.set(sql, statement)
    }
    return statement
  }

  set(sql: string, statement: { name: string; types: number[] }) {
    this.byText.set(sql, statement)
    if (this.byText.size <= MAX_PREPARED_STATEMENTS) return
    const [oldest] = this.byText
    if (!oldest) return
    this.byText.delete(oldest[0])
    this.closes.push(oldest[1].name)
  }

  nextName() {
    this.counter += 1
    return `tl_${this.counter}`
  }

  takeCloses() {
    const closes = this.closes
    this.closes = []
    return closes
  }

  /** Forgets every statement; returns the names to close. */
  clear() {
    const names = [...this.byText.values()].map((statement) => statement.name)
    this.byText.clear()
    return names
  }
}

const MAX_PREPARED_STATEMENTS = 500
