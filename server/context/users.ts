import type { AccountsArea, PublicUser } from '../../platform/accounts'

/** A user as the accounts service lists one: the public fields it was asked for. */
type ListedUser = Partial<PublicUser> & { oid: string }

/** The accounts user every other area's users port is given, or a part of it. */
export interface PortUser {
  oid: string
  nickname: string
  customUrl: string | null
  isCreator: boolean
  isLivestreamer: boolean
}

/** Reads a listed user into the one shape the ports take; absent fields read as empty. */
export function portUser(user: ListedUser): PortUser {
  return {
    oid: String(user.oid),
    nickname: String(user.nickname ?? ''),
    customUrl: user.customUrl ?? null,
    isCreator: !!user.isCreator,
    isLivestreamer: !!user.isLivestreamer,
  }
}

/** The fields a port names, and no more: a port may hand its users on to a client. */
export function pickUser<K extends keyof PortUser>(
  user: ListedUser,
  keys: readonly K[],
): Pick<PortUser, K> {
  const full = portUser(user)
  const picked = {} as Pick<PortUser, K>
  for (const key of keys) picked[key] = full[key]
  return picked
}

export const CHANNEL_USER = ['oid', 'nickname', 'customUrl', 'isCreator'] as const
export const LIVE_USER = ['oid', 'nickname', 'customUrl', 'isLivestreamer'] as const

/** The accounts service's look-ups every users port is made of. */
export function accountsDirectory(accounts: AccountsArea) {
  /** The users among `userOids` that exist, in the shape of the port. */
  async function list<K extends keyof PortUser>(
    userOids: Iterable<string>,
    keys: readonly K[],
  ): Promise<Pick<PortUser, K>[]> {
    const { users } = await accounts.service.bulkGetUsers([...userOids])
    return users.map((user) => pickUser(user, keys))
  }
  /** The user a custom URL names, or null when none does. */
  async function byCustomUrl<K extends keyof PortUser>(
    customUrl: string,
    keys: readonly K[],
  ): Promise<Pick<PortUser, K> | null> {
    const found = await accounts.service
      .getUser(null, { customUrl })
      .catch((error: { status?: number }) => (error.status === 404 ? null : Promise.reject(error)))
    return found ? pickUser(found.user, keys) : null
  }
  /** Whether the user has the livestreamer role. */
  async function isLivestreamer(userOid: string): Promise<boolean> {
    return (await list([userOid], ['isLivestreamer'])).some((user) => user.isLivestreamer)
  }
  return { list, byCustomUrl, isLivestreamer }
}

export type AccountsDirectory = ReturnType<typeof accountsDirectory>
