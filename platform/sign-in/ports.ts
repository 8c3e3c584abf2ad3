/** What the sign-in area needs from accounts and the server; wired in server/context/. */
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { AccountsService } from '../accounts'
import type { DB } from '../db'
import type { Clock } from '../http'
import type { OidcClients } from './oidc'
import type { SignInSettings } from './settings'

/** Accounts owns the users: the sign-in area finds, creates and logs them in through it. */
export type SignInAccountsPort = Pick<
  AccountsService,
  | 'findAccountByEmail'
  | 'createPartnerAccount'
  | 'loginProvenUser'
  | 'hasPassword'
  | 'markSessionReauthenticated'
  | 'reauthenticatedUntil'
>

export interface SignInDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  settings: SignInSettings
  accounts: SignInAccountsPort
  /** The server's public address: the providers send the browser back to `/api/account/…`. */
  publicUrl: string
}

export interface SignInContext extends SignInDeps {
  oidc: OidcClients
}
