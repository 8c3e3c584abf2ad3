import { createAccountsApi } from '../api/accounts'
// Through the barrel, as the screens import the session: reaching `connected-api` alone
// would give it a chunk of its own.
import { apiClient } from '.'

/**
 * The accounts calls by name (login, sign-up, two-factor, password reset). Not in
 * `index.ts`: the first paint makes its few accounts calls through `api`, so these come
 * with the screens that use them.
 */
export const accountsApi = createAccountsApi(apiClient)
