/**
 * Live chat rows of the role × route matrix. Moderation calls are on userA's chat: userA
 * (the owner) and admins pass, userB and the creator are refused, visitors are told
 * 'Login is required'. Rows run in order: userB is made a manager, then removed, so the
 * chat-ban row refuses them. Chat tokens need a livestreamer (none here: 404 for all).
 */
import { publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
const ownerOnly = {
  anonymous: 401,
  guest: 401,
  userA: 200,
  userB: 403,
  creator: 403,
  admin: 200,
}

export const livechatMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/live/chattoken',
    note: 'not a livestreamer',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: publicRoute(404),
  },
  {
    method: 'GET',
    path: '/live/chattoken',
    note: "'creatorOid is required'",
    request: () => ({ query: { creatorOid: 'x' } }),
    expect: publicRoute(400),
  },
  {
    method: 'GET',
    path: '/live/chat/history',
    note: 'an ungated live (a gated one: tests/http/live-chat-gate.http.test.ts)',
    request: () => ({ query: { creatorOid: NOBODY } }),
    expect: publicRoute(200),
  },
  {
    method: 'GET',
    path: '/live/chat/moderation',
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/bannedwords',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, bannedWords: ['nasty'] } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/chat/setting',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, useAnonymousChat: true } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/manager',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, userOid: world.users.userB.oid },
    }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/removemanagers',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, managerOids: [world.users.userB.oid] },
    }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/chatban',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, userOid: world.users.creator.oid, banTime: 1 },
    }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/chatban',
    note: "by a message's handle: moderators only; a message not in this chat is 404",
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, messageId: '999999999', banTime: 1 },
    }),
    expect: { ...ownerOnly, userA: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/live/chat/delete',
    note: 'moderators only; a message not in this chat is 404',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, messageId: '999999999' },
    }),
    expect: { ...ownerOnly, userA: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/live/removebanusers',
    request: (world) => ({
      body: { creatorOid: world.users.userA.oid, blackUserDataOids: [world.users.creator.oid] },
    }),
    expect: ownerOnly,
  },
]
