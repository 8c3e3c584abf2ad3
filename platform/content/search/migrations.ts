import { type Kysely, type Migration, sql } from 'kysely'

/**
 * CJK letters (kana, CJK ideographs, Hangul): words in Japanese and Chinese are written
 * without spaces, so their text is indexed by characters and pairs of characters too.
 */
export const CJK_CLASS =
  '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff'

/** Tags beyond this many are not searched (the search text is built from fixed parts). */
export const MAX_SEARCHED_TAGS = 20

/** The schema pg_trgm lives in (created in `public` when absent; a server may have it elsewhere). */
// biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
async function trigramSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`
    select quote_ident(extnamespace::regnamespace::text) as schema
    from pg_extension where extname = 'pg_trgm'`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) throw new Error('pg_trgm is not installed')
  return schema
}

/**
 * The search capability's migrations, 0420–0429. Plain SQL so PGlite and PostgreSQL run the
 * same; pg_trgm comes with PostgreSQL's contrib and is loaded into every PGlite instance
 * (platform/db/pglite/start.ts).
 */
export const searchMigrations: Record<string, Migration> = {
  '0420_content_search_functions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // One extension per database, shared by every schema: test schemas migrate in
      // parallel, so a concurrent creation that loses the race is not an error.
      await sql`
        do $$ begin
          if not exists (select 1 from pg_extension where extname = 'pg_trgm') then
            begin
              create extension pg_trgm schema public;
            exception when duplicate_object or unique_violation then null;
            end;
          end if;
        end $$`.execute(db)
      // The text a keyword is looked for in, lower case: titles in every language, tags
      // and the description. Immutable, so an index can be built on it.
      await sql`
        create function content_search_text(title text, multi_lang_title jsonb,
          description text, hashtags text[]) returns text
        language sql immutable parallel safe as $$
          select lower(concat_ws(' ', title, multi_lang_title ->> 'en', multi_lang_title ->> 'ko',
            multi_lang_title ->> 'jp', multi_lang_title ->> 'es',
            array_to_string(hashtags, ' '), description))
        $$`.execute(db)
      // Tags as searched: lower case, without a leading '#'.
      await sql`
        create function content_search_tags(hashtags text[]) returns text[]
        language sql immutable parallel safe as $$
          select coalesce(array_agg(distinct lower(ltrim(tag, '#'))), '{}')
          from unnest(hashtags) as tag where ltrim(tag, '#') <> ''
        $$`.execute(db)
      // The CJK characters and character pairs of a text, space separated: a one- or
      // two-character Japanese word inside a longer run has no word boundary of its own.
      await sql`
        create function content_search_grams(doc text) returns text
        language sql immutable parallel safe as ${sql.raw(`$$
          select coalesce(string_agg(gram, ' '), '') from (
            select substr(run[1], i, 1) as gram
            from regexp_matches(doc, '[${CJK_CLASS}]+', 'g') as run,
              generate_series(1, char_length(run[1])) as i
            union all
            select substr(run[1], i, 2)
            from regexp_matches(doc, '[${CJK_CLASS}]+', 'g') as run,
              generate_series(1, char_length(run[1]) - 1) as i
          ) as grams
        $$`)}`.execute(db)
      // Words (the 'simple' configuration: no stemming, every language alike) of the whole
      // text, plus the CJK characters and pairs of the titles and tags.
      // Index builds run functions with a safe search_path: the body names its schema.
      const { rows } = await sql<{ schema: string }>`
        select quote_ident(current_schema()) as schema`.execute(db)
      const own = rows[0]?.schema ?? 'public'
      await sql`
        create function content_search_vector(title text, multi_lang_title jsonb,
          description text, hashtags text[]) returns tsvector
        language sql immutable parallel safe as ${sql.raw(`$$
          select to_tsvector('simple', ${own}.content_search_text(title, multi_lang_title, description, hashtags))
            || to_tsvector('simple', ${own}.content_search_grams(
              ${own}.content_search_text(title, multi_lang_title, '', hashtags)))
        $$`)}`.execute(db)
    },
  },
  '0421_content_search_indexes': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      const trgm = await trigramSchema(db)
      // Only published public contents are ever searched, so only they are indexed.
      await sql`
        create index contents_search_text on contents using gin (
          content_search_text(title, multi_lang_title, description, hashtags)
          ${sql.raw(`${trgm}.gin_trgm_ops`)})
        where status = 'published' and visibility = 'public'`.execute(db)
      await sql`
        create index contents_search_vector on contents using gin (
          content_search_vector(title, multi_lang_title, description, hashtags))
        where status = 'published' and visibility = 'public'`.execute(db)
      await sql`
        create index contents_search_tags on contents using gin (content_search_tags(hashtags))
        where status = 'published' and visibility = 'public'`.execute(db)
      // The curated discovery shelf: contents an admin pinned, per language, in order.
      await sql`
        create table content_discovery (
          language text not null check (language in ('en','ko','jp','es')),
          content_oid char(24) not null references contents (oid) on delete cascade,
          position integer not null default 0,
          pinned_by char(24) not null,
          created_at timestamptz not null,
          primary key (language, content_oid)
        )`.execute(db)
    },
  },
  '0422_content_search_inlined': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // The search text from immutable parts only (array_to_string is stable), so Postgres
      // inlines it: an index recheck or a filter then costs a few C calls, not a SQL
      // function call a row. The first 20 tags are searched.
      const tags = Array.from(
        { length: MAX_SEARCHED_TAGS },
        (_, index) => `coalesce(hashtags[${index + 1}], '')`,
      ).join(` || ' ' || `)
      const trgm = await trigramSchema(db)
      await sql`drop index contents_search_text`.execute(db)
      await sql`drop index contents_search_vector`.execute(db)
      await sql`
        create or replace function content_search_text(title text, multi_lang_title jsonb,
          description text, hashtags text[]) returns text
        language sql immutable parallel safe as ${sql.raw(`$$
          select lower(coalesce(title, '') || ' ' || coalesce(multi_lang_title ->> 'en', '')
            || ' ' || coalesce(multi_lang_title ->> 'ko', '') || ' ' || coalesce(multi_lang_title ->> 'jp', '')
            || ' ' || coalesce(multi_lang_title ->> 'es', '') || ' ' || ${tags}
            || ' ' || coalesce(description, ''))
        $$`)}`.execute(db)
      await sql`
        create index contents_search_text on contents using gin (
          content_search_text(title, multi_lang_title, description, hashtags)
          ${sql.raw(`${trgm}.gin_trgm_ops`)})
        where status = 'published' and visibility = 'public'`.execute(db)
      await sql`
        create index contents_search_vector on contents using gin (
          content_search_vector(title, multi_lang_title, description, hashtags))
        where status = 'published' and visibility = 'public'`.execute(db)
      // Not inlinable (they read sets): priced so the planner goes through their indexes
      // rather than computing them for every row of an ordered scan.
      await sql`alter function content_search_vector(text, jsonb, text, text[]) cost 5000`.execute(
        db,
      )
      await sql`alter function content_search_grams(text) cost 2000`.execute(db)
      await sql`alter function content_search_tags(text[]) cost 500`.execute(db)
    },
  },
  '0423_content_search_description_grams': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // Descriptions' CJK characters and pairs are indexed too: a two-character Japanese or
      // Korean word inside a description's run of text has no word boundary of its own and
      // is shorter than a trigram, so neither the words nor pg_trgm found it.
      const { rows } = await sql<{ schema: string }>`
        select quote_ident(current_schema()) as schema`.execute(db)
      const own = rows[0]?.schema ?? 'public'
      await sql`drop index contents_search_vector`.execute(db)
      await sql`
        create or replace function content_search_vector(title text, multi_lang_title jsonb,
          description text, hashtags text[]) returns tsvector
        language sql immutable parallel safe as ${sql.raw(`$$
          select to_tsvector('simple', ${own}.content_search_text(title, multi_lang_title, description, hashtags))
            || to_tsvector('simple', ${own}.content_search_grams(
              ${own}.content_search_text(title, multi_lang_title, description, hashtags)))
        $$`)}`.execute(db)
      await sql`alter function content_search_vector(text, jsonb, text, text[]) cost 5000`.execute(
        db,
      )
      await sql`
        create index contents_search_vector on contents using gin (
          content_search_vector(title, multi_lang_title, description, hashtags))
        where status = 'published' and visibility = 'public'`.execute(db)
    },
  },
}
