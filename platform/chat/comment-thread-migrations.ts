import { type Kysely, type Migration, sql } from 'kysely'

/** Replies and pins on content comments. */
export const chatCommentThreadMigrations: Record<string, Migration> = {
  '0740_comment_threads': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A reply names the comment it answers (always a top-level one: replies are one
      // level deep); a pinned comment, at most one per content, leads the list.
      await sql`
        alter table story_comments
          add column parent_oid text references story_comments (oid),
          add column pinned_at timestamptz`.execute(db)
      await sql`
        create index story_comments_thread
          on story_comments (content_oid, parent_oid, created_at)
          where deleted_at is null`.execute(db)
      await sql`
        create unique index story_comments_one_pin
          on story_comments (content_oid)
          where pinned_at is not null and deleted_at is null`.execute(db)
    },
  },
  '0968_chat_comment_team_replies': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      // A reply a channel manager wrote as the channel's team: the comment is the channel's,
      // and who wrote it is kept for the audit trail.
      await sql`alter table story_comments add column acting_manager_oid text`.execute(db)
    },
  },
}
