/**
 * Emoticon rows of the role × route matrix. A creator's groups and library are written
 * only by that creator (with the creator role) or an admin; reading groups is open, since
 * every viewer must draw the emoticons others send.
 */
import { solidPng } from '../../../platform/assets/testing'
import { publicRoute, type RouteCase } from '../../support/authorization-matrix'

const NOBODY = 'f'.repeat(24)
const ownerOnly = (status: number | number[]) => ({
  anonymous: 401,
  guest: 401,
  userA: 403,
  userB: 403,
  creator: status,
  admin: status,
})
const png = { bytes: solidPng(56, 56, [10, 20, 30]), contentType: 'image/png' }

export const emoticonsMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/emoticon/groups',
    request: (world) => ({ body: { creatorOid: world.users.creator.oid, emoticonGroups: [] } }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    path: '/emoticon/groups',
    note: "another user's groups: admins only",
    request: (world) => ({ body: { creatorOid: world.users.userA.oid, emoticonGroups: [] } }),
    expect: { ...ownerOnly(403), admin: 200 },
  },
  {
    method: 'GET',
    path: '/emoticon/group/creator',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(),
  },
  { method: 'GET', path: '/emoticon/group/free', expect: publicRoute() },
  {
    method: 'GET',
    path: '/emoticon/group/usable',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: publicRoute(),
  },
  {
    method: 'POST',
    path: '/emoticon/upload',
    request: (world) => ({
      query: { creatorOid: world.users.creator.oid, name: 'matrix' },
      rawBody: png,
    }),
    expect: ownerOnly(201),
  },
  {
    method: 'POST',
    path: '/emoticon/upload',
    note: "into another user's library: admins only",
    request: (world) => ({ query: { creatorOid: world.users.userB.oid, name: 'x' }, rawBody: png }),
    expect: { ...ownerOnly(403), admin: 201 },
  },
  {
    method: 'GET',
    path: '/emoticon/uploads',
    request: (world) => ({ query: { creatorOid: world.users.creator.oid } }),
    expect: ownerOnly(200),
  },
  {
    method: 'POST',
    path: '/emoticon/delete',
    note: 'an emoticon nobody uploaded',
    request: (world) => ({ body: { creatorOid: world.users.creator.oid, emoticonOid: NOBODY } }),
    expect: ownerOnly(404),
  },
  { method: 'GET', path: `/emoticon/image/${NOBODY}.png`, expect: publicRoute(404) },
]
