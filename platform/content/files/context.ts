/** What every file-contents use case reads: the database, the clock and the ports. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db'
import type { Clock } from '../../http'
import type { ContentMediaPort } from '../catalog/media'
import type {
  ContentCommentsPort,
  EntitlementPort,
  HiddenItemsPort,
  UserDirectoryPort,
} from '../ports'
import type { PurchaseWalletPort } from '../purchases/ports'
import type { FilesPorts } from './ports'

export interface FilesContext {
  db: Kysely<DB>
  clock: Clock
  /** Subscribers of a file's tiers (the channels area's answer). */
  entitlements?: EntitlementPort | undefined
  /** The object store (uploads) and the server's secret. */
  media?: ContentMediaPort | undefined
  /** The wallet's sale of contents: one ledger transaction that writes the grant. */
  wallet?: PurchaseWalletPort | undefined
  files?: FilesPorts | undefined
  comments?: ContentCommentsPort | undefined
  hidden: HiddenItemsPort
  users?: UserDirectoryPort | undefined
}

export function requirePort<Port>(port: Port | undefined, name: string): Port {
  if (!port) throw new Error(`file contents: no ${name} port`)
  return port
}
