import { type PGlite, parse, protocol } from '@electric-sql/pglite'
import { concatBytes } from '../../../engine/bytes'

/** A statement's result as the dialect hands it to Kysely. */
export interface PGliteResult<R> {
  rows: R[]
  affectedRows?: number
}

/**
 * What the Kysely dialect needs from PGlite, wherever it runs: statements one at a time,
 * in the order they are sent. `PGliteStatements` runs them on the calling thread;
 * `thread.ts` sends them to a worker thread that runs a `PGliteStatements`.
 */
export interface PGliteBackend {
  /** A statement with bound parameters, prepared once per text when it is a data statement. */
  query<R>(sql: string, parameters: readonly unknown[]): Promise<PGliteResult<R>>
  /** A statement without parameters whose rows are not wanted (transaction control). */
  run(sql: string): Promise<void>
}

/**
 * Statements on a PGlite instance of this thread, each as one call into PGlite, on a
 * prepared statement: `PGlite.query` parses, plans and describes every statement afresh
 * in six calls into the WebAssembly backend, and a chat turn's small statements spent
 * most of their time there, not executing (tests/bench/chat-stream). Values and results go
 * through PGlite's own serializers and parsers, by the parameter types Postgres inferred,
 * so they are the same as `query()`'s.
 */
export class PGliteStatements implements PGliteBackend {
  private readonly statements = new PreparedStatements()
  constructor(private readonly pglite: PGlite) {}

  /**
   * As a simple-protocol Query inside PGlite's lock, taken when called, like `query`'s: a
   * COMMIT sent before a statement runs before it (`PGlite.query` takes the lock later).
   */
  async run(sql: string) {
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolStream(protocol.serialize.query(sql), {}),
    )
  }

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PGliteResult<R>> {
    return this.pglite.runExclusive(() => this.extendedQuery<R>(sql, parameters))
  }

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
    return parse.parseResults(messages, this.pglite.parsers)[0] as unknown as PGliteResult<R>
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
