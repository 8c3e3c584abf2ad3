/**
 * The single player: where the viewer is (kept per viewer in the database, so a reload or
 * another device resumes there), a choice that moves them on once (compared and swapped on
 * the page they chose from), and a restart.
 */
import { sql } from 'kysely'
import type { ScenarioPlayAnswer } from './contract'
import { SCENARIO_ERRORS } from './errors'
import type { ScenariosDeps } from './ports'
import { findPage, fits, type Progress, startProgress, step } from './progress'
import { lockOf, type Published, pageView, publishedFor, type Viewer, viewerKeyOf } from './viewer'

async function keptProgress(
  deps: ScenariosDeps,
  viewer: Viewer,
  published: Published,
): Promise<{ progress: Progress; stored: boolean }> {
  const row = await deps.db
    .selectFrom('content_scenario_progress')
    .selectAll()
    .where('content_oid', '=', published.row.oid)
    .where('viewer_key', '=', viewerKeyOf(viewer))
    .executeTakeFirst()
  if (row) {
    const progress = {
      pageId: row.page_id,
      path: row.path,
      choices: row.choices,
      variables: row.variables,
    }
    // A republished scenario that lost the viewer's page starts them again.
    if (fits(published.document, progress)) return { progress, stored: true }
  }
  const start = startProgress(published.document)
  if (!start) throw SCENARIO_ERRORS.notPublished()
  return { progress: start, stored: false }
}

async function answer(
  deps: ScenariosDeps,
  viewer: Viewer,
  published: Published,
  progress: Progress,
): Promise<ScenarioPlayAnswer> {
  const page = findPage(published.document, progress.pageId)
  if (!page) throw SCENARIO_ERRORS.notPublished()
  return {
    contentOid: published.row.oid,
    title: published.row.title,
    creatorOid: published.row.creator_oid,
    variables: published.document.variables.map(({ id, name }) => ({ id, name })),
    progress,
    page: await pageView(deps, viewer, published, page, progress),
  }
}

export async function play(deps: ScenariosDeps, viewer: Viewer, contentOid: string) {
  const published = await publishedFor(deps, viewer, contentOid)
  const { progress } = await keptProgress(deps, viewer, published)
  return answer(deps, viewer, published, progress)
}

export async function choose(
  deps: ScenariosDeps,
  viewer: Viewer,
  contentOid: string,
  input: { pageId: string; optionId: string },
): Promise<ScenarioPlayAnswer> {
  const published = await publishedFor(deps, viewer, contentOid)
  const { progress, stored } = await keptProgress(deps, viewer, published)
  const page = findPage(published.document, progress.pageId)
  if (page && progress.pageId === input.pageId && (await lockOf(deps, viewer, published, page)))
    throw SCENARIO_ERRORS.locked()
  const stepped = step(published.document, progress, input.pageId, input.optionId)
  if (!stepped.ok) {
    if (stepped.reason === 'stale') throw SCENARIO_ERRORS.stale()
    throw SCENARIO_ERRORS.closedOption()
  }
  const next = stepped.progress
  const values = {
    published_version: published.version,
    page_id: next.pageId,
    path: JSON.stringify(next.path),
    choices: JSON.stringify(next.choices),
    variables: JSON.stringify(next.variables),
    updated_at: deps.clock.now(),
  }
  const key = viewerKeyOf(viewer)
  // Compared and swapped on where the viewer was: a retry or a second tab steps once.
  const written = stored
    ? await deps.db
        .updateTable('content_scenario_progress')
        .set(values)
        .where('content_oid', '=', published.row.oid)
        .where('viewer_key', '=', key)
        .where('page_id', '=', progress.pageId)
        .where(sql<boolean>`choices = cast(${JSON.stringify(progress.choices)} as jsonb)`)
        .returning('page_id')
        .executeTakeFirst()
    : await deps.db
        .insertInto('content_scenario_progress')
        .values({ ...values, content_oid: published.row.oid, viewer_key: key })
        .onConflict((conflict) => conflict.columns(['content_oid', 'viewer_key']).doNothing())
        .returning('page_id')
        .executeTakeFirst()
  if (!written) throw SCENARIO_ERRORS.stale()
  return answer(deps, viewer, published, next)
}

export async function restart(deps: ScenariosDeps, viewer: Viewer, contentOid: string) {
  const published = await publishedFor(deps, viewer, contentOid)
  await deps.db
    .deleteFrom('content_scenario_progress')
    .where('content_oid', '=', published.row.oid)
    .where('viewer_key', '=', viewerKeyOf(viewer))
    .execute()
  const start = startProgress(published.document)
  if (!start) throw SCENARIO_ERRORS.notPublished()
  return answer(deps, viewer, published, start)
}
