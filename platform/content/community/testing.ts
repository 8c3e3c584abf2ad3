/** Community and polls over a test database, with a fake entitlement port (who subscribes to which tier). */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock, SessionUser } from '../../http'
import { NOTHING_HIDDEN } from '../hidden'
import { createPollsService } from '../polls/service'
import type { EntitlementPort } from '../ports'
import { createCommunityService } from './service'

export function sessionUser(oid: string, roles: SessionUser['roles'] = ['user']): SessionUser {
  return { oid, nickname: `u${oid.slice(-4)}`, roles, language: null, isAdult: true }
}

/** `subscribers`: user → tier hashes they hold; a tier post opens when one is listed on it. */
export function communityFixture(db: Kysely<DB>, clock: Clock) {
  const subscribers = new Map<string, string[]>()
  const entitlements: EntitlementPort = {
    find: async (userOid, contents) =>
      contents.map((content) =>
        content.viewableTiers.some((tier) => subscribers.get(userOid)?.includes(tier))
          ? 'subscriber'
          : null,
      ),
  }
  const polls = createPollsService({
    db,
    clock,
    targets: { find: (viewer, _type, oid) => community.target(viewer, oid) },
  })
  const community = createCommunityService({
    db,
    clock,
    entitlements,
    hidden: { hiddenFor: async () => NOTHING_HIDDEN },
    polls,
  })
  return { community, polls, subscribers }
}
