/**
 * The studio's use cases: read a scenario's draft, save it against the version the editor
 * last saw (a stale version is 'Scenario version conflict', nothing overwritten), and
 * publish it once the validation finds nothing (the content's row published by the catalog).
 */
import { sql } from 'kysely'
import type { SessionUser } from '../../http'
import {
  SCENARIO_SCHEMA_VERSION,
  type ScenarioDocument,
  type ScenarioDocumentAnswer,
  type ScenarioProblem,
} from './contract'
import { SCENARIO_ERRORS } from './errors'
import { mediaKindOf } from './media'
import type { ScenariosDeps } from './ports'
import { type AssetLookup, assetKeysOf, validateScenario } from './validate'

const EMPTY: ScenarioDocument = {
  schemaVersion: SCENARIO_SCHEMA_VERSION,
  start: null,
  variables: [],
  pages: [],
}

const isAdmin = (user: SessionUser) => user.roles.includes('admin')

/** The scenario content this user may edit (its creator, or an admin), or not found. */
export async function editableRow(deps: ScenariosDeps, user: SessionUser, contentOid: string) {
  const row = await deps.catalog.findRow(contentOid)
  if (!row || row.status === 'deleted' || row.content_type !== 'scenario')
    throw SCENARIO_ERRORS.notFound()
  if (row.creator_oid !== user.oid && !isAdmin(user)) throw SCENARIO_ERRORS.notFound()
  return row
}

/** The creator's ready uploads the document names, as the validation looks them up. */
export async function assetLookup(
  deps: ScenariosDeps,
  creatorOid: string,
  document: ScenarioDocument,
): Promise<AssetLookup | null> {
  if (!deps.scenarioAssets) return null
  const found = await deps.scenarioAssets.readyUploads(creatorOid, assetKeysOf(document))
  const kinds = new Map(found.map((upload) => [upload.key, mediaKindOf(upload.filetype)]))
  return (key) => kinds.get(key) ?? null
}

async function answerOf(
  deps: ScenariosDeps,
  row: { oid: string; title: string; thumbnail: string; status: string },
): Promise<ScenarioDocumentAnswer> {
  const stored = await deps.db
    .selectFrom('content_scenarios')
    .selectAll()
    .where('content_oid', '=', row.oid)
    .executeTakeFirst()
  return {
    contentOid: row.oid,
    title: row.title,
    thumbnail: row.thumbnail,
    status: row.status,
    version: stored?.version ?? 0,
    document: stored?.document ?? EMPTY,
    problems: stored?.problems ?? validateScenario(EMPTY),
    publishedVersion: stored?.published_version ?? null,
  }
}

export async function loadDocument(deps: ScenariosDeps, user: SessionUser, contentOid: string) {
  return answerOf(deps, await editableRow(deps, user, contentOid))
}

export async function saveDocument(
  deps: ScenariosDeps,
  user: SessionUser,
  contentOid: string,
  input: { document: ScenarioDocument; version: number },
): Promise<ScenarioDocumentAnswer> {
  const row = await editableRow(deps, user, contentOid)
  const problems = validateScenario(
    input.document,
    await assetLookup(deps, row.creator_oid, input.document),
  )
  const now = deps.clock.now()
  const values = {
    document: JSON.stringify(input.document),
    problems: JSON.stringify(problems),
    updated_at: now,
  }
  // Compare and swap on the version: two tabs saving from one version, one wins.
  const written =
    input.version === 0
      ? await deps.db
          .insertInto('content_scenarios')
          .values({ ...values, content_oid: row.oid, creator_oid: row.creator_oid, version: 1 })
          .onConflict((conflict) => conflict.column('content_oid').doNothing())
          .returning('version')
          .executeTakeFirst()
      : await deps.db
          .updateTable('content_scenarios')
          .set({ ...values, version: sql`version + 1` })
          .where('content_oid', '=', row.oid)
          .where('version', '=', input.version)
          .returning('version')
          .executeTakeFirst()
  if (!written) throw SCENARIO_ERRORS.conflict()
  return answerOf(deps, row)
}

export async function publishDocument(
  deps: ScenariosDeps,
  user: SessionUser,
  contentOid: string,
  input: { version: number },
): Promise<ScenarioDocumentAnswer> {
  const row = await editableRow(deps, user, contentOid)
  const stored = await deps.db
    .selectFrom('content_scenarios')
    .selectAll()
    .where('content_oid', '=', row.oid)
    .executeTakeFirst()
  if (!stored || stored.version !== input.version) throw SCENARIO_ERRORS.conflict()
  // Assets are looked at again: an upload deleted since the last save fails the publish.
  const problems: ScenarioProblem[] = validateScenario(
    stored.document,
    await assetLookup(deps, row.creator_oid, stored.document),
  )
  if (problems.length > 0) throw SCENARIO_ERRORS.hasProblems(problems)
  // The content first: a row the catalog refuses to publish (no title or cover) keeps the
  // viewers' copy as it was.
  await deps.catalog.save(
    user,
    { contentOid: row.oid },
    { kind: 'publish' },
    { contentType: 'scenario' },
  )
  const published = await deps.db
    .updateTable('content_scenarios')
    .set({
      published_document: JSON.stringify(stored.document),
      published_version: stored.version,
      published_at: deps.clock.now(),
      problems: JSON.stringify(problems),
    })
    .where('content_oid', '=', row.oid)
    .where('version', '=', stored.version)
    .returning('version')
    .executeTakeFirst()
  if (!published) throw SCENARIO_ERRORS.conflict()
  return answerOf(deps, { ...row, status: 'published' })
}
