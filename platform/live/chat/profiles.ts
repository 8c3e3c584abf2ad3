/**
 * What a connection knows of its viewer (sender fields, emoticons by use level), read once
 * and kept until an event bumps its version or the TTL passes.
 */
import { createHash } from 'node:crypto'
import type { ChatContext } from './context'
import type { ChatSender } from './contract'
import { PRIVILEGED_USE_LEVEL, type ViewerEmoticons, viewerEmoticons } from './emoticons'
import type { LivechatSubscription, LivechatUser } from './ports'
import type { ChatClaims } from './token'

export interface Profile {
  sender: ChatSender | null
  emoticons: ViewerEmoticons
  at: number
  userVersion: number
  groupsVersion: number
}

/**
 * A connection's profile is re-read after this long even without an event: the events
 * that refresh it are seen at once only on the instance that published them.
 */
export const PROFILE_TTL_MS = 60_000

const COLORS = [
  '#e25555',
  '#e2a155',
  '#c9c23b',
  '#55b655',
  '#3fb3b3',
  '#5577e2',
  '#9a55e2',
  '#e255b8',
]

/** Two colours from the user id: the same for a user everywhere, no storage needed. */
export function nicknameColors(userOid: string): [string, string] {
  const digest = createHash('sha1').update(userOid).digest()
  return [
    COLORS[(digest[0] ?? 0) % COLORS.length] as string,
    COLORS[(digest[1] ?? 0) % COLORS.length] as string,
  ]
}

/** Admins, the creator and managers use every group; a subscriber the tier's position + 1. */
export function emoticonUseLevel(input: {
  privileged: boolean
  subscription: Pick<LivechatSubscription, 'position'> | null
}): number {
  if (input.privileged) return PRIVILEGED_USE_LEVEL
  return input.subscription ? input.subscription.position + 1 : 0
}

/** The sender fields a signed-in viewer's messages carry; a guest sends nothing. */
export function senderOf(input: {
  claims: ChatClaims
  user: LivechatUser | undefined
  subscription: LivechatSubscription | null
  isManager: boolean
}): ChatSender | null {
  const { claims, user, subscription } = input
  const userOid = claims.userOid
  if (!userOid) return null
  return {
    userOid,
    nickname: user?.nickname ?? claims.nickname,
    nicknameColors: nicknameColors(userOid),
    tierHash: subscription?.tierHash ?? null,
    tierName: subscription?.tierName ?? null,
    tierPhoto: subscription?.tierPhoto ?? null,
    userPhoto: user?.photo ?? null,
    subscriptionMonths: subscription?.months ?? 0,
    isAdmin: claims.isAdmin,
    isCreator: userOid === claims.creatorOid,
    isManager: input.isManager,
  }
}

export function createProfiles(context: ChatContext) {
  const { clock, deps } = context
  // Per connection: the hub hands the same claims object to welcome and every send.
  const profiles = new WeakMap<ChatClaims, Profile>()
  const userVersion = (claims: ChatClaims) =>
    claims.userOid ? context.versionOf(context.userKey(claims.creatorOid, claims.userOid)) : 0

  async function loadProfile(claims: ChatClaims): Promise<Profile> {
    const userOid = claims.userOid
    const [users, manager, subscription, groups] = await Promise.all([
      userOid ? deps.users.findUsers([userOid]) : Promise.resolve([]),
      userOid ? context.isManager(claims.creatorOid, userOid) : Promise.resolve(false),
      userOid && deps.channels
        ? deps.channels.subscription(claims.creatorOid, userOid)
        : Promise.resolve<LivechatSubscription | null>(null),
      deps.emoticons
        ? deps.emoticons.groups(claims.creatorOid)
        : Promise.resolve({ creator: [], platform: [] }),
    ])
    const privileged = claims.isAdmin || userOid === claims.creatorOid || manager
    return {
      sender: senderOf({ claims, user: users[0], subscription, isManager: manager }),
      emoticons: viewerEmoticons(groups, emoticonUseLevel({ privileged, subscription }), !!userOid),
      at: clock.now().getTime(),
      userVersion: userVersion(claims),
      groupsVersion: context.groupsVersion(claims.creatorOid),
    }
  }

  return {
    /** The connection's sender fields and emoticons, re-read after an event or the TTL. */
    async profileOf(claims: ChatClaims): Promise<Profile> {
      const cached = profiles.get(claims)
      if (
        cached &&
        clock.now().getTime() - cached.at < PROFILE_TTL_MS &&
        cached.groupsVersion === context.groupsVersion(claims.creatorOid) &&
        cached.userVersion === userVersion(claims)
      ) {
        return cached
      }
      const fresh = await loadProfile(claims)
      profiles.set(claims, fresh)
      return fresh
    },
  }
}
