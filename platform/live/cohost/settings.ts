/** The co-host's settings per creator: read, saved (own published story checked) and muted. */
import type { Selectable } from 'kysely'
import { type CohostSettings, DEFAULT_COHOST_TRIGGERS } from './contract'
import { COHOST_ERRORS } from './errors'
import type { CohostDeps } from './ports'
import type { LiveCohostTables } from './tables'

type SettingsRow = Selectable<LiveCohostTables['live_cohost_settings']>

export const emptySettings = (creatorOid: string): CohostSettings => ({
  creatorOid,
  storyOid: null,
  version: null,
  characterName: '',
  persona: '',
  triggers: { ...DEFAULT_COHOST_TRIGGERS },
  voice: null,
  monthlyAllowance: 0,
  streamCap: 0,
  muted: false,
})

export const toSettings = (row: SettingsRow): CohostSettings => ({
  creatorOid: row.creator_oid,
  storyOid: row.story_oid,
  version: row.version,
  characterName: row.character_name,
  persona: row.persona,
  triggers: row.triggers,
  voice: row.voice,
  monthlyAllowance: row.monthly_allowance,
  streamCap: row.stream_cap,
  muted: row.muted,
})

export function createCohostSettings(deps: CohostDeps) {
  const { db, clock } = deps

  async function read(creatorOid: string): Promise<CohostSettings> {
    const row = await db
      .selectFrom('live_cohost_settings')
      .selectAll()
      .where('creator_oid', '=', creatorOid)
      .executeTakeFirst()
    return row ? toSettings(row) : emptySettings(creatorOid)
  }

  /** The story must be the creator's own, published at that version, and name the character. */
  async function save(input: Omit<CohostSettings, 'muted'>): Promise<CohostSettings> {
    if (input.storyOid !== null || input.version !== null) {
      if (input.storyOid === null || input.version === null) throw COHOST_ERRORS.storyNotOwned()
      const story = await deps.stories.ownedStory(input.creatorOid, input.storyOid, input.version)
      if (!story) throw COHOST_ERRORS.storyNotOwned()
      if (!story.characterNames.includes(input.characterName)) {
        throw COHOST_ERRORS.characterRequired()
      }
    }
    const values = {
      story_oid: input.storyOid,
      version: input.version,
      character_name: input.characterName,
      persona: input.persona,
      triggers: JSON.stringify(input.triggers),
      voice: input.voice,
      monthly_allowance: input.monthlyAllowance,
      stream_cap: input.streamCap,
      updated_at: clock.now(),
    }
    const row = await db
      .insertInto('live_cohost_settings')
      .values({ creator_oid: input.creatorOid, ...values })
      .onConflict((oc) => oc.column('creator_oid').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow()
    return toSettings(row)
  }

  async function setMuted(creatorOid: string, muted: boolean) {
    await db
      .insertInto('live_cohost_settings')
      .values({
        ...toRowDefaults(creatorOid),
        muted,
        updated_at: clock.now(),
      })
      .onConflict((oc) => oc.column('creator_oid').doUpdateSet({ muted, updated_at: clock.now() }))
      .execute()
    return { creatorOid, muted }
  }

  return { read, save, setMuted }
}

const toRowDefaults = (creatorOid: string) => ({
  creator_oid: creatorOid,
  triggers: JSON.stringify(DEFAULT_COHOST_TRIGGERS),
})
