/** The polls' use cases: read a poll with its exact counts, vote, take a vote back, delete a poll. */
import type { Kysely, Selectable } from 'kysely'
import type { DB } from '../../db'
import { hasRole, type SessionUser } from '../../http'
import type { NewPollInput, PollContentType, PollView } from './contract'
import { POLL_ERRORS } from './errors'
import type { PollsDeps } from './ports'
import { isClosed, resolveOption, tally } from './rules'
import {
  deleteVote,
  insertPoll,
  livePolls,
  markPollDeleted,
  type PollKey,
  upsertVote,
  voteCounts,
} from './store'
import type { ContentPollsTable } from './tables'

type PollRow = Selectable<ContentPollsTable>

export function createPollsService(deps: PollsDeps) {
  const { db, clock } = deps

  /** The polls of these contents with their counts, keyed by content. */
  async function viewsFor(
    contentType: PollContentType,
    contentOids: string[],
    viewerOid: string | null,
  ): Promise<Map<string, PollView>> {
    const polls = await livePolls(db, contentType, contentOids)
    const { counts, mine } = await voteCounts(
      db,
      polls.map((poll) => poll.oid),
      viewerOid,
    )
    const now = clock.now()
    return new Map(
      polls.map((poll) => {
        const own = counts
          .filter((count) => count.poll_oid === poll.oid)
          .map((count) => ({ optionId: count.option_id, votes: Number(count.votes) }))
        const myVote = mine.find((vote) => vote.poll_oid === poll.oid)?.option_id ?? null
        return [poll.content_oid.trim(), viewOf(poll, tally(poll.options, own), myVote, now)]
      }),
    )
  }

  /** The live poll of a content the viewer may see, else 'Poll not found'. */
  async function pollFor(viewer: SessionUser | null, key: PollKey) {
    const target = await deps.targets.find(viewer, key.contentType, key.contentOid)
    if (!target) throw POLL_ERRORS.notFound()
    const [poll] = await livePolls(db, key.contentType, [key.contentOid])
    if (!poll) throw POLL_ERRORS.notFound()
    return { poll, target }
  }

  async function read(viewer: SessionUser | null, key: PollKey): Promise<PollView> {
    const view = (await viewsFor(key.contentType, [key.contentOid], viewer?.oid ?? null)).get(
      key.contentOid,
    )
    if (!view) throw POLL_ERRORS.notFound()
    return view
  }

  return {
    viewsFor,
    votes: async (viewer: SessionUser | null, key: PollKey) => {
      await pollFor(viewer, key)
      return read(viewer, key)
    },
    vote: async (
      user: SessionUser,
      key: PollKey & { optionId?: string | undefined; optionIdx?: number | undefined },
    ) => {
      const { poll } = await pollFor(user, key)
      const now = clock.now()
      if (isClosed(poll.closes_at, now)) throw POLL_ERRORS.closed()
      const option = resolveOption(poll.options, key)
      if (!option) throw POLL_ERRORS.noOption()
      await upsertVote(db, { pollOid: poll.oid, userOid: user.oid, optionId: option.id, at: now })
      return read(user, key)
    },
    unvote: async (user: SessionUser, key: PollKey) => {
      const { poll } = await pollFor(user, key)
      if (isClosed(poll.closes_at, clock.now())) throw POLL_ERRORS.closed()
      await deleteVote(db, poll.oid, user.oid)
      return read(user, key)
    },
    remove: async (user: SessionUser, key: PollKey) => {
      const { poll } = await pollFor(user, key)
      if (poll.owner_oid.trim() !== user.oid && !hasRole(user, 'admin'))
        throw POLL_ERRORS.notYours()
      await markPollDeleted(db, key, clock.now())
      return { deleted: true as const }
    },
    /** For the post's writer, inside the post's own transaction. */
    create: (executor: Kysely<DB>, input: PollKey & { ownerOid: string; poll: NewPollInput }) =>
      insertPoll(executor, clock.now(), input),
    /** For the post's deletion, inside its transaction. */
    removeWith: (executor: Kysely<DB>, key: PollKey) => markPollDeleted(executor, key, clock.now()),
  }
}

function viewOf(
  poll: PollRow,
  counted: ReturnType<typeof tally>,
  myVote: string | null,
  now: Date,
): PollView {
  return {
    pollOid: poll.oid,
    contentType: poll.content_type as PollContentType,
    contentOid: poll.content_oid.trim(),
    question: poll.question,
    options: counted.options,
    totalVotes: counted.totalVotes,
    myVote,
    closesAt: poll.closes_at ? poll.closes_at.toISOString() : null,
    closed: isClosed(poll.closes_at, now),
  }
}

export type PollsService = ReturnType<typeof createPollsService>
