import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMatrixWorld,
  type MatrixWorld,
  type RouteCase,
  runAuthorizationMatrix,
} from '../support/authorization-matrix'
import { startTestServer } from '../support/test-server'
import { accountExtrasMatrix } from './tables/account-extras-matrix'
import { accountsMatrix } from './tables/accounts-matrix'
import { adminContentMatrix } from './tables/admin-content-matrix'
import { adminCurationMatrix } from './tables/admin-curation-matrix'
import { adminLiveMatrix } from './tables/admin-live-matrix'
import { adminMachineryMatrix } from './tables/admin-machinery-matrix'
import { adminMatrix } from './tables/admin-matrix'
import { adminMoneyMatrix } from './tables/admin-money-matrix'
import { adminPeopleMatrix } from './tables/admin-people-matrix'
import { adminStoryChatMatrix } from './tables/admin-story-chat-matrix'
import { analyticsMatrix } from './tables/analytics-matrix'
import { campaignsMatrix } from './tables/campaigns-matrix'
import { channelsMatrix } from './tables/channels-matrix'
import { characterDmMatrix } from './tables/character-dm-matrix'
import { communityMatrix } from './tables/community-matrix'
import { contentMatrix } from './tables/content-matrix'
import { directChatMatrix } from './tables/direct-chat-matrix'
import { discordMatrix } from './tables/discord-matrix'
import { emoticonsMatrix } from './tables/emoticons-matrix'
import { encodingMatrix } from './tables/encoding-matrix'
import { filesMatrix } from './tables/files-matrix'
import { gachaMatrix } from './tables/gacha-matrix'
import { groupChatMatrix } from './tables/group-chat-matrix'
import { interactionMatrix } from './tables/interaction-matrix'
import { linksMatrix } from './tables/links-matrix'
import { liveAllowanceMatrix } from './tables/live-allowance-matrix'
import { liveApplicationsMatrix } from './tables/live-applications-matrix'
import { liveCohostMatrix } from './tables/live-cohost-matrix'
import { liveEntryMatrix } from './tables/live-entry-matrix'
import { liveMatrix } from './tables/live-matrix'
import { liveReplaysMatrix } from './tables/live-replays-matrix'
import { liveadsMatrix } from './tables/liveads-matrix'
import { livealertsMatrix } from './tables/livealerts-matrix'
import { livechatMatrix } from './tables/livechat-matrix'
import { livedonationsMatrix } from './tables/livedonations-matrix'
import { oneTouchMatrix } from './tables/one-touch-matrix'
import { paymentsMatrix } from './tables/payments-matrix'
import { playlistsMatrix } from './tables/playlists-matrix'
import { purchasesMatrix } from './tables/purchases-matrix'
import { revenueMatrix } from './tables/revenue-matrix'
import { scenarioMatrix } from './tables/scenario-matrix'
import { searchMatrix } from './tables/search-matrix'
import { signInMatrix } from './tables/sign-in-matrix'
import { streamsMatrix } from './tables/streams-matrix'
import { subscriptionsMatrix } from './tables/subscriptions-matrix'
import { timelineMatrix } from './tables/timeline-matrix'
import { uploadsMatrix } from './tables/uploads-matrix'
import { walletMatrix } from './tables/wallet-matrix'

/**
 * Every area's rows; later areas append their tables here. The story-chat rows need rooms,
 * personas and stories to call on, so they run in chat-authorization.test.ts.
 */
const matrix: RouteCase[] = [
  ...accountsMatrix,
  ...signInMatrix,
  ...walletMatrix,
  ...paymentsMatrix,
  ...oneTouchMatrix,
  ...encodingMatrix,
  ...timelineMatrix,
  ...searchMatrix,
  ...contentMatrix,
  ...uploadsMatrix,
  ...purchasesMatrix,
  ...interactionMatrix,
  ...revenueMatrix,
  ...channelsMatrix,
  ...campaignsMatrix,
  ...subscriptionsMatrix,
  ...emoticonsMatrix,
  ...discordMatrix,
  ...liveMatrix,
  ...liveAllowanceMatrix,
  ...liveApplicationsMatrix,
  ...liveEntryMatrix,
  ...liveReplaysMatrix,
  ...linksMatrix,
  ...livechatMatrix,
  ...liveCohostMatrix,
  ...livedonationsMatrix,
  ...liveadsMatrix,
  ...adminMatrix,
  ...adminPeopleMatrix,
  ...accountExtrasMatrix,
  ...adminMoneyMatrix,
  ...adminContentMatrix,
  ...adminCurationMatrix,
  ...adminLiveMatrix,
  ...adminStoryChatMatrix,
  ...adminMachineryMatrix,
  ...livealertsMatrix,
  ...streamsMatrix,
  ...directChatMatrix,
  ...playlistsMatrix,
  ...filesMatrix,
  ...analyticsMatrix,
  ...gachaMatrix,
  ...scenarioMatrix,
  ...groupChatMatrix,
  ...characterDmMatrix,
  ...communityMatrix,
]

runAuthorizationMatrix('role × route matrix', matrix)

describe('no user reads or changes another user’s private data (accounts)', () => {
  let world: MatrixWorld
  beforeAll(async () => {
    world = await createMatrixWorld(await startTestServer())
  })
  afterAll(async () => {
    await world?.server.close()
  })

  it('shows another user only public fields, whatever the filter asks', async () => {
    const { userA, userB } = world.users
    for (const filter of [undefined, 'email|birthDate|roles|twoFactorEnabled']) {
      const response = await world.server.api('/account/getuser', {
        token: userB.token,
        query: { userOid: userA.oid, ...(filter ? { filter } : {}) },
      })
      expect(response.json.isMe).toBe(false)
      for (const field of ['email', 'birthDate', 'roles', 'twoFactorEnabled', 'unregisterState']) {
        expect(response.json.user[field], field).toBeUndefined()
      }
    }
  })

  it('ignores any target in the body of self-service routes: they act on the caller only', async () => {
    const { userA, userB } = world.users
    const before = await world.server.api('/account/getuser', { token: userA.token })
    // requestorOid is a common field the client sends; it must never select the account.
    for (const [path, body] of [
      [
        '/account/customUrl',
        { customUrl: `b-${world.unique()}`, requestorOid: userA.oid, userOid: userA.oid },
      ],
      [
        '/account/settings/language',
        { language: 'jp', requestorOid: userA.oid, userOid: userA.oid },
      ],
      ['/account/certified', { birthDate: '19900501', requestorOid: userA.oid }],
    ] as const) {
      const response = await world.server.api(path, { token: userB.token, body })
      expect(response.status, path).toBe(200)
    }
    await world.server.api('/account/unregister', {
      token: userB.token,
      body: {
        survey: 'Deleting my own account, not yours.',
        password: userB.password,
        userOid: userA.oid,
      },
    })
    const after = await world.server.api('/account/getuser', { token: userA.token })
    expect(after.json.user).toEqual(before.json.user)
    await world.server.api('/account/cancelUnregister', { token: userB.token, body: {} })
  })

  it('keeps sessions and two-factor state per user', async () => {
    const { userA, userB } = world.users
    const bToken = await world.server.api('/account/login', {
      body: { email: userB.email, password: userB.password },
    })
    await world.server.api('/account/2fa/setup', { token: bToken.json.token, body: {} })
    await world.server.api('/account/logout', { token: bToken.json.token, body: {} })
    expect((await world.server.api('/account/getuser', { token: userA.token })).status).toBe(200)
    expect((await world.server.api('/account/2fa/status', { token: userA.token })).json).toEqual({
      enabled: false,
    })
  })

  it('lets no one but an admin change roles, and the client flag checkAdmin grants nothing', async () => {
    const { userA, userB } = world.users
    const attempt = await world.server.api('/account/admin/roles', {
      token: userB.token,
      body: { userOid: userB.oid, roles: ['admin'], checkAdmin: true },
    })
    expect(attempt.status).toBe(403)
    const me = await world.server.api('/account/getuser', { token: userB.token })
    expect(me.json.user.roles).toEqual(['user'])
    const admin = await world.server.api('/account/admin/roles', {
      token: world.users.admin.token,
      body: { userOid: world.users.admin.oid, roles: ['user'] },
    })
    expect(admin.json.code).toBe('OWN_ADMIN_ROLE')
    expect(userA.oid).not.toBe(userB.oid)
  })
})
