/**
 * A test database handed back is emptied to what migrations left in it (the tables that hold
 * rows truncated, the rows migrations seeded put back, sequences set back) so the next test
 * can have it: copying the migrated template takes seconds, this one statement milliseconds.
 * Only tables holding rows are truncated: a truncate makes new files for a table and its
 * indexes, and a test writes to a few of some 200 tables (docs/PERFORMANCE.md). A test that
 * changed the schema (a table, trigger or function of its own) makes the database unfit for
 * another: it is closed instead.
 */
import type { Database } from './database'

export interface Baseline {
  /** One `DO` block that empties the database back to the baseline. */
  reset: string
  /** Tables, triggers and functions of the schema, hashed. */
  schema: string
}

const SCHEMA_SIGNATURE = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as signature from (
    select 'r:' || c.relname || ':' || c.relkind::text as item from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S')
    union all
    select 't:' || t.tgname::text from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and not t.tgisinternal
    union all
    select 'f:' || p.proname::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema()
  ) items`

export async function schemaSignature(database: Database): Promise<string> {
  const [row] = await database.query<{ signature: string }>(SCHEMA_SIGNATURE)
  return row?.signature ?? ''
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Reads what a freshly migrated database holds, as the statement that restores it. */
export async function captureBaseline(database: Database): Promise<Baseline> {
  const tables = await database.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  )
  const statements: string[] = []
  const names = tables.map((table) => `'${quoteIdent(table.name).replaceAll("'", "''")}'`)
  if (tables.length > 0) {
    // `exists` on an empty table reads no page; the truncate is one statement for all that hold rows.
    statements.push(
      `foreach t in array array[${names.join(', ')}] loop ` +
        `execute 'select exists(select 1 from ' || t || ')' into has; ` +
        `if has then list := list || case when list = '' then '' else ', ' end || t; end if; ` +
        `end loop; ` +
        `if list <> '' then execute 'truncate ' || list || ' restart identity cascade'; end if;`,
    )
  }
  for (const { name } of tables) {
    const [row] = await database.query<{ rows: unknown[] | null }>(
      `select json_agg(t) as rows from ${quoteIdent(name)} t`,
    )
    if (!row?.rows || row.rows.length === 0) continue
    const columns = await database.query<{ name: string }>(
      `select a.attname as name from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relname = $1 and a.attnum > 0
         and not a.attisdropped and a.attgenerated = ''
       order by a.attnum`,
      [name],
    )
    const list = columns.map((column) => quoteIdent(column.name)).join(', ')
    const json = JSON.stringify(row.rows)
    let tag = '$seed$'
    while (json.includes(tag)) tag = `$seed${Math.random().toString(36).slice(2, 8)}$`
    statements.push(
      `insert into ${quoteIdent(name)} (${list}) overriding system value select ${list} ` +
        `from json_populate_recordset(null::${quoteIdent(name)}, ${tag}${json}${tag}::json);`,
    )
  }
  const sequences = await database.query<{ name: string; value: string; called: boolean }>(
    `select sequencename as name, coalesce(last_value, start_value)::text as value,
       last_value is not null as called
     from pg_sequences where schemaname = current_schema()`,
  )
  for (const sequence of sequences) {
    statements.push(
      `perform setval('${quoteIdent(sequence.name).replaceAll("'", "''")}', ${sequence.value}, ${sequence.called});`,
    )
  }
  return {
    reset: `do $reset$ declare t text; has boolean; list text := ''; begin ${statements.join(' ')} end $reset$`,
    schema: await schemaSignature(database),
  }
}
