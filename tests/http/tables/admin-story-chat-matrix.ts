/**
 * The admin area's story chat pages' routes in the role × route matrix: every one is for
 * admins only. What they do: tests/http/admin-story-chat-*.http.test.ts.
 */
import { adminRoute, type RouteCase } from '../../support/authorization-matrix'

export const adminStoryChatMatrix: RouteCase[] = [
  { method: 'GET', path: '/story-chat/admin/models', expect: adminRoute(200) },
  {
    method: 'POST',
    path: '/story-chat/admin/playground',
    note: 'one reply of the built-in offline model',
    request: () => ({
      body: { model: 'offline', messages: [{ role: 'user', text: 'Matrix hello' }] },
    }),
    expect: adminRoute(200),
  },
  {
    method: 'POST',
    path: '/story-chat/admin/prompt-composer',
    note: 'an unknown room',
    request: () => ({ body: { roomOid: 'c'.repeat(24), userMessage: 'Matrix hello' } }),
    expect: adminRoute(404),
  },
  { method: 'GET', path: '/story-chat/admin/archived-rooms?q=matrix', expect: adminRoute(200) },
  {
    method: 'GET',
    path: `/story-chat/admin/chat-room?roomOid=${'c'.repeat(24)}`,
    note: 'an unknown room',
    expect: adminRoute(404),
  },
]
