import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { ChannelUsersPort } from './ports'

export interface ChannelsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  users: ChannelUsersPort
}
