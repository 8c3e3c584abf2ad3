/**
 * Group chat rows of the role × route matrix (docs/GROUP-CHATS.md). A group room is a story
 * chat room: its owner alone may read or play it, and for everyone else it does not exist
 * (404, as a missing room). The rows call on a room nobody owns; the owner-only and IDOR
 * cases with real group rooms are in tests/http/chat-groups.http.test.ts.
 */
import { allActors, type RouteCase, userRoute } from '../../support/authorization-matrix'

const NOBODY = 'e'.repeat(24)
/** A player's calls: a user or a guest; without either, 401. */
const playerRoute = (status: number): RouteCase['expect'] => ({
  ...allActors(status),
  anonymous: 401,
})

export const groupChatMatrix: RouteCase[] = [
  {
    method: 'POST',
    path: '/story-chat/group-room',
    note: 'a group of a story that does not exist',
    request: () => ({ body: { contentOid: NOBODY, memberIds: ['a', 'b'] } }),
    expect: playerRoute(404),
  },
  { method: 'GET', path: `/story-chat/chat-room/${NOBODY}/group`, expect: playerRoute(404) },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${NOBODY}/group`,
    request: () => ({ body: { strategy: 'list' } }),
    expect: playerRoute(404),
  },
  {
    method: 'POST',
    path: `/story-chat/chat-room/${NOBODY}/group/next`,
    request: () => ({ body: { message: 'Hello' } }),
    expect: playerRoute(404),
  },
  {
    method: 'GET',
    path: `/story-chat/chat-room/${NOBODY}/group/export`,
    expect: playerRoute(404),
  },
  {
    method: 'POST',
    path: '/story-chat/group-rooms/import',
    note: 'signed-in players only; a file that is no group is refused before anything is read',
    request: () => ({ body: { contentOid: NOBODY, group: '[]' } }),
    expect: userRoute(400),
  },
  {
    method: 'POST',
    path: '/story-chat/group-room/cards',
    note: 'signed-in players only; a room nobody owns is missing (IDOR with real rooms in chat-groups.http.test.ts)',
    request: () => ({ body: { roomOid: NOBODY, json: '{"name":"Nobody"}' } }),
    expect: userRoute(404),
  },
  {
    method: 'GET',
    path: `/story-chat/group-card-portrait/${'0'.repeat(32)}`,
    note: 'public by its unguessable key; an unknown key is missing',
    expect: allActors(404),
  },
]
