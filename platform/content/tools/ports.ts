import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { UserDirectoryPort } from '../ports'

/**
 * Who hears of a creator's publications and how they are told: the channels area's
 * subscribers and followers, the notifications area's `new-content` kind.
 */
export interface ContentToolsPorts {
  /** The creator's live subscribers and followers, each once. */
  audience(creatorOid: string): Promise<string[]>
  /** Tells one user; false when the user turned the kind off. */
  notifyNewContent(
    userOid: string,
    data: { contentOid: string; title: string; creatorOid: string },
  ): Promise<boolean>
}

export interface ContentToolsDeps {
  db: Kysely<DB>
  clock: Clock
  users?: UserDirectoryPort
  tools?: ContentToolsPorts
}
