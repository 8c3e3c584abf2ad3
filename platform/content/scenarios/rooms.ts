/**
 * Multiplay rooms: each change runs the pure room machine (room.ts) on the row locked for
 * update, so two votes at once both count and a round closes once; a due round closes on
 * the next read or vote (or the hub's timer), by the server's clock. Each change is told
 * to the room's sockets, whose clients read their own view again.
 */
import { newObjectId } from '../../db'
import type { ScenarioRoomView } from './contract'
import { SCENARIO_ERRORS } from './errors'
import type { ScenariosDeps } from './ports'
import { findPage } from './progress'
import {
  applyRoomEvent,
  openRoom,
  type RoomEvent,
  type RoomRefusal,
  type RoomState,
  tally,
} from './room'
import { emptySinceAfter } from './room-limits'
import { type Published, pageView, publishedFor, type Viewer, viewerKeyOf } from './viewer'

const REFUSALS: Record<RoomRefusal, () => Error> = {
  'not-member': SCENARIO_ERRORS.notMember,
  'closed-option': SCENARIO_ERRORS.closedOption,
  'room-full': SCENARIO_ERRORS.roomFull,
  ended: SCENARIO_ERRORS.roomEnded,
}

async function roomRow(deps: ScenariosDeps, roomOid: string) {
  const row = await deps.db
    .selectFrom('content_scenario_rooms')
    .select(['content_oid'])
    .where('oid', '=', roomOid)
    .executeTakeFirst()
  if (!row) throw SCENARIO_ERRORS.roomNotFound()
  return row
}

async function viewOf(
  deps: ScenariosDeps,
  viewer: Viewer,
  published: Published,
  room: { oid: string; state: RoomState },
): Promise<ScenarioRoomView> {
  const { state } = room
  const page = findPage(published.document, state.progress.pageId)
  if (!page) throw SCENARIO_ERRORS.roomEnded()
  return {
    roomOid: room.oid,
    contentOid: published.row.oid,
    round: state.round,
    page: await pageView(deps, viewer, published, page, state.progress),
    path: state.progress.path,
    tally: tally(state),
    myVote: state.votes[viewerKeyOf(viewer)] ?? null,
    members: state.members.length,
    closesAt: state.closesAt === null ? null : new Date(state.closesAt).toISOString(),
  }
}

/** Runs events on the locked room (a tick first: a due round closes before anything else). */
async function change(
  deps: ScenariosDeps,
  published: Published,
  roomOid: string,
  events: RoomEvent[],
  /** Checked after the due tick, before the events (a vote names its round). */
  guard: (state: RoomState) => void = () => {},
): Promise<{ oid: string; state: RoomState }> {
  const now = deps.clock.now()
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('content_scenario_rooms')
      .select(['state', 'revision', 'empty_since'])
      .where('oid', '=', roomOid)
      .forUpdate()
      .executeTakeFirst()
    if (!row) throw SCENARIO_ERRORS.roomNotFound()
    const ticked = applyRoomEvent(published.document, row.state, { kind: 'tick' }, now.getTime())
    let state = ticked.ok ? ticked.state : row.state
    let changed = ticked.ok && ticked.changed
    guard(state)
    for (const event of events) {
      const result = applyRoomEvent(published.document, state, event, now.getTime())
      if (!result.ok) throw REFUSALS[result.reason]()
      state = result.state
      changed ||= result.changed
    }
    if (!changed) return { state, revision: row.revision, changed }
    await trx
      .updateTable('content_scenario_rooms')
      .set({
        state: JSON.stringify(state),
        revision: row.revision + 1,
        updated_at: now,
        empty_since: emptySinceAfter(state.members, row.empty_since, now),
      })
      .where('oid', '=', roomOid)
      .execute()
    return { state, revision: row.revision + 1, changed }
  })
  if (outcome.changed)
    deps.rooms?.notifier?.changed(roomOid, outcome.revision, outcome.state.closesAt)
  return { oid: roomOid, state: outcome.state }
}

export async function createRoom(deps: ScenariosDeps, viewer: Viewer, contentOid: string) {
  const published = await publishedFor(deps, viewer, contentOid)
  const now = deps.clock.now()
  const opened = openRoom(published.document, now.getTime())
  if (!opened) throw SCENARIO_ERRORS.notPublished()
  const state: RoomState = { ...opened, members: [viewerKeyOf(viewer)] }
  const oid = newObjectId(now.getTime())
  await deps.db
    .insertInto('content_scenario_rooms')
    .values({
      oid,
      content_oid: published.row.oid,
      published_version: published.version,
      state: JSON.stringify(state),
      revision: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  deps.rooms?.notifier?.changed(oid, 1, state.closesAt)
  return viewOf(deps, viewer, published, { oid, state })
}

async function act(deps: ScenariosDeps, viewer: Viewer, roomOid: string, events: RoomEvent[]) {
  const { content_oid } = await roomRow(deps, roomOid)
  const published = await publishedFor(deps, viewer, content_oid)
  const room = await change(deps, published, roomOid, events)
  return viewOf(deps, viewer, published, room)
}

export const roomView = (deps: ScenariosDeps, viewer: Viewer, roomOid: string) =>
  act(deps, viewer, roomOid, [])

export const joinRoom = (deps: ScenariosDeps, viewer: Viewer, roomOid: string) =>
  act(deps, viewer, roomOid, [{ kind: 'join', viewer: viewerKeyOf(viewer) }])

export const leaveRoom = (deps: ScenariosDeps, viewer: Viewer, roomOid: string) =>
  act(deps, viewer, roomOid, [{ kind: 'leave', viewer: viewerKeyOf(viewer) }])

export async function voteInRoom(
  deps: ScenariosDeps,
  viewer: Viewer,
  roomOid: string,
  input: { optionId: string; round: number },
) {
  const { content_oid } = await roomRow(deps, roomOid)
  const published = await publishedFor(deps, viewer, content_oid)
  const current = await change(deps, published, roomOid, [])
  const page = findPage(published.document, current.state.progress.pageId)
  if (page && (await pageView(deps, viewer, published, page, current.state.progress)).locked)
    throw SCENARIO_ERRORS.locked()
  // A vote cast for a round that has closed meanwhile is not carried into the next one.
  const voted = await change(
    deps,
    published,
    roomOid,
    [{ kind: 'vote', viewer: viewerKeyOf(viewer), optionId: input.optionId }],
    (state) => {
      if (state.round !== input.round) throw SCENARIO_ERRORS.stale()
    },
  )
  return viewOf(deps, viewer, published, voted)
}

/** The hub's timer: closes the round if it is due (a read by nobody in particular). */
export async function tickRoom(deps: ScenariosDeps, roomOid: string) {
  const room = await deps.db
    .selectFrom('content_scenario_rooms')
    .select(['content_oid'])
    .where('oid', '=', roomOid)
    .executeTakeFirst()
  // Closed by the sweep meanwhile (another instance's timer may still have been set).
  if (!room) return
  const { content_oid } = room
  const stored = await deps.db
    .selectFrom('content_scenarios')
    .select(['published_document', 'published_version'])
    .where('content_oid', '=', content_oid)
    .executeTakeFirst()
  if (!stored?.published_document) return
  const row = await deps.catalog.findRow(content_oid)
  if (!row) return
  await change(
    deps,
    {
      row,
      canView: true,
      document: stored.published_document,
      version: stored.published_version ?? 0,
    },
    roomOid,
    [],
  )
}
