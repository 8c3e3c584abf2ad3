/**
 * Live co-host rows of the role × route matrix, on userA's co-host: the settings are the
 * creator's own (userA and admins; another creator or user is refused, whatever id they
 * send), mute and budget also a manager's (none here). Turns, masking and a viewer refused
 * the mute on a live stream: tests/http/live-cohost.http.test.ts.
 */
import type { RouteCase } from '../../support/authorization-matrix'

const ownerOnly = {
  anonymous: 401,
  guest: 401,
  userA: 200,
  userB: 403,
  creator: 403,
  admin: 200,
}

export const liveCohostMatrix: RouteCase[] = [
  {
    method: 'GET',
    path: '/live/cohost',
    note: "another's settings refused",
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/cohost',
    note: 'no story yet; another creator cannot write them',
    request: (world) => ({
      body: {
        creatorOid: world.users.userA.oid,
        storyOid: null,
        version: null,
        characterName: '',
        persona: '',
        triggers: {
          mentions: true,
          donationMin: null,
          missionAccepted: false,
          missionFinished: false,
          roulette: false,
        },
        voice: null,
        monthlyAllowance: 0,
        streamCap: 0,
      },
    }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/live/cohost/mute',
    note: 'a viewer cannot mute',
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, muted: false } }),
    expect: ownerOnly,
  },
  {
    method: 'GET',
    path: '/live/cohost/budget',
    note: "another's budget refused",
    request: (world) => ({ query: { creatorOid: world.users.userA.oid } }),
    expect: ownerOnly,
  },
]
