/** What the uploads service needs of other areas and of the server, and the context its use cases share. */
import type { Kysely, Selectable } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock, SessionUser } from '../http'
import type { AssetView } from './asset-view'
import type { ObjectStore } from './object-store'
import type { FileType, UploadContext } from './rules'
import type { UploadsTables } from './tables'

export type AssetRow = Selectable<UploadsTables['upload_assets']>

/** Who created a content, when the content area can tell (absent: first uploader holds it). */
export interface ContentOwners {
  creatorOf(contentOid: string): Promise<string | null>
  /**
   * The entitlement port: whether `user` may view the content (bought it, subscribes to a
   * tier that shows it, or it is free to them). Absent: only owners and admins read files.
   */
  mayView?(user: SessionUser, contentOid: string): Promise<boolean>
}

/**
 * The subtitle check a joined `.srt` must pass: UTF-8 text with a readable cue. It parses
 * user bytes, so it runs off the server's thread with a time limit (the encoding area's
 * subtitle thread, wired in server/context/).
 */
export interface SubtitleCheck {
  check(bytes: Uint8Array): Promise<boolean>
}

/** A finished upload as the encoder sees it: whose it is and what it was uploaded as. */
export interface UploadSource {
  ownerOid: string
  storeKey: string
  filetype: FileType
  context: UploadContext
}

/** Where a handed-over file is: its uploader and the object store's key. */
export interface UploadedFile {
  ownerOid: string
  storeKey: string
}

export interface UploadsServiceDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  store: ObjectStore
  contents?: ContentOwners | undefined
  onUploaded?: ((asset: AssetView, stored: UploadedFile) => Promise<void>) | undefined
  subtitles: SubtitleCheck
}

/** The database as the uploads area queries it: its own tables. */
export const uploadsDb = (db: Kysely<DB>) => db.withTables<UploadsTables>()

/** What every use case of the service takes: built once by `createUploadsService`. */
export interface UploadsContext extends Omit<UploadsServiceDeps, 'db'> {
  db: ReturnType<typeof uploadsDb>
}
