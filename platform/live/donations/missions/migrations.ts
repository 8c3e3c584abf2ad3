import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Mission donations, 0622_… to 0629_…. A mission's coins are held in the wallet's
 * `system/holds/coin` per stake (the viewer's reward and each appended amount); the stake
 * row is written before its hold, so a crash between them is finished by the sweep.
 */
export const missionsMigrations: Record<string, Migration> = {
  '0622_livedonation_missions': {
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`
        create table livedonation_missions (
          oid char(24) primary key,
          creator_oid char(24) not null,
          user_oid char(24) not null,
          content text not null,
          status text not null check (status in ('pending','accepted','rejected','cancelled',
            'success','failed','pending-timeout','accepted-timeout')),
          coin integer not null default 0 check (coin >= 0),
          time_limit integer not null check (time_limit > 0),
          pending_time_limit integer not null check (pending_time_limit > 0),
          cancellation_penalty_percent integer not null,
          failure_reward_percent integer not null,
          data_origin text not null default 'live_chat',
          is_hidden_name boolean not null default false,
          create_time timestamptz not null,
          start_time timestamptz,
          end_time timestamptz,
          due_time timestamptz,
          creator_coin integer,
          settled_time timestamptz
        )`.execute(db)
      await sql`create index livedonation_missions_creator on livedonation_missions (creator_oid, status)`.execute(
        db,
      )
      // The sweep's look-ups: due timeouts, and ended missions whose settlement is unfinished.
      await sql`create index livedonation_missions_due on livedonation_missions (due_time) where due_time is not null`.execute(
        db,
      )
      await sql`create index livedonation_missions_unsettled on livedonation_missions (end_time) where settled_time is null and end_time is not null`.execute(
        db,
      )
      await sql`
        create table livedonation_mission_stakes (
          oid char(24) primary key,
          mission_oid char(24) not null references livedonation_missions (oid) on delete cascade,
          user_oid char(24) not null,
          request_key text not null,
          coin integer not null check (coin > 0),
          is_hidden_name boolean not null default false,
          state text not null check (state in ('holding','held','returned')),
          create_time timestamptz not null,
          unique (user_oid, request_key)
        )`.execute(db)
      await sql`create index livedonation_mission_stakes_mission on livedonation_mission_stakes (mission_oid)`.execute(
        db,
      )
    },
  },
  '0623_livedonation_mission_stakes_unfinished': {
    // The sweep's look-ups of stakes a crash may have left (`holding`, or `returned` with a
    // hold landed late), without reading every settled stake each time.
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`create index livedonation_mission_stakes_unfinished on livedonation_mission_stakes (create_time) where state in ('holding', 'returned')`.execute(
        db,
      )
    },
  },
  '0624_livedonation_mission_nickname': {
    // The viewer's nickname when they staked, so every alert of the mission names them.
    // biome-ignore lint/suspicious/noExplicitAny: migrations are untyped by design
    async up(db: Kysely<any>) {
      await sql`alter table livedonation_missions add column user_nickname text not null default ''`.execute(
        db,
      )
    },
  },
}
