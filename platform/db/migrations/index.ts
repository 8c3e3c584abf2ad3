/**
 * The one ordered migration set. Names sort in the order they apply:
 * 0000–0099 core, 0100–0199 accounts, 0200–0299 wallet and payments,
 * 0300–0399 story chat, 0400– catalogue and the rest. Never edit an applied migration;
 * add a new one.
 */
import type { Migration } from 'kysely'
import { accountsMigrations } from '../../accounts/migrations'
import { walletMigrations } from '../../wallet/migrations'
import { coreMigrations } from './core'

export const allMigrations: Record<string, Migration> = {
  ...coreMigrations,
  ...accountsMigrations,
  ...walletMigrations,
}
