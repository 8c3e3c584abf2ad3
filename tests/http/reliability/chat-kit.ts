/** Setup shared by the chat reliability tests: a server with the demo story published. */
import { expect } from 'vitest'
import type { DatabaseEngine } from '../../../platform/db'
import { demoCanvas, demoMetadata } from '../../../platform/stories/demo-stories/demo'
import { grantRoles, type SignedIn, seedAdmin, signUp } from '../../support/accounts'
import { startTestServer, type TestServer } from '../../support/test-server'

export interface ChatWorld {
  server: TestServer
  admin: SignedIn
  creator: SignedIn
  contentOid: string
  /** A fresh guest device id, known to the server. */
  newGuest(): Promise<string>
  newRoom(auth: { token?: string; guestDeviceId?: string }): Promise<string>
}

export async function startChatWorld(
  options: { engine?: DatabaseEngine; env?: Record<string, string>; private?: boolean } = {},
): Promise<ChatWorld> {
  const server = await startTestServer({
    ...(options.engine ? { engine: options.engine } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.private ? { private: true } : {}),
  })
  const admin = await seedAdmin(server)
  const creator = await signUp(server)
  await grantRoles(server, admin.token, creator.oid, ['creator'])
  const created = await server.api('/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'create', metadata: demoMetadata },
  })
  expect(created.status, created.text).toBe(200)
  const contentOid: string = created.json.contentOid
  const saved = await server.api('/story-chat/chat-canvas', {
    token: creator.token,
    body: { contentOid, canvas: demoCanvas, version: 0 },
  })
  expect(saved.status, saved.text).toBe(200)
  const published = await server.api('/story-chat/chat-content', {
    token: creator.token,
    body: { requestType: 'upload', contentOid },
  })
  expect(published.status, published.text).toBe(200)
  return {
    server,
    admin,
    creator,
    contentOid,
    async newGuest() {
      const guest = await server.api('/account/guest', { body: {} })
      expect(guest.status, guest.text).toBe(200)
      return guest.json.guestDeviceId as string
    },
    async newRoom(auth) {
      const room = await server.api('/story-chat/chat-room', { ...auth, body: { contentOid } })
      expect(room.status, room.text).toBe(200)
      return room.json.room.roomOid as string
    },
  }
}
