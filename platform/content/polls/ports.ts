import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock, SessionUser } from '../../http'
import type { PollContentType } from './contract'

/**
 * What a poll belongs to, as this viewer may see it: its owner, or null when there is no
 * such content. A content the viewer may not read (a tier-only post) throws its own error,
 * so its poll can be neither read nor voted on.
 */
export interface PollTargetsPort {
  find(
    viewer: SessionUser | null,
    contentType: PollContentType,
    contentOid: string,
  ): Promise<{ ownerOid: string } | null>
}

export interface PollsDeps {
  db: Kysely<DB>
  clock: Clock
  targets: PollTargetsPort
}
