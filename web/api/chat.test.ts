import { describe, expect, it, vi } from 'vitest'
import type { RequestContext } from './build-request'
import { createChatApi } from './chat'
import { createApiClient } from './client'

const context: RequestContext = {
  token: null,
  language: 'en',
  userOid: null,
  loginType: null,
  guestDeviceId: null,
  gaClientId: null,
}

const ROOM = 'a'.repeat(24)

const withoutCommon = ({
  lang: _lang,
  platformType: _platform,
  ...rest
}: Record<string, unknown>) => rest

/** The chat API over a fetch that records each call, without the fields the client adds to all. */
function recordingChat() {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ ok: true }),
  )
  const chat = createChatApi(createApiClient({ getContext: () => context, fetch }), {
    getContext: () => context,
    fetch,
  })
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({
      method: init?.method,
      url: String(url).replace(/[?&]lang=en&platformType=web$/, ''),
      body: init?.body ? withoutCommon(JSON.parse(String(init.body))) : null,
    }))
  return { chat, sent }
}

describe('createChatApi through the typed client', () => {
  it('fills the room into the path and sends the rest as the query or the body', async () => {
    const { chat, sent } = recordingChat()
    await chat.status(ROOM)
    await chat.prevMessages(ROOM, null, 100)
    await chat.rollback(ROOM, 'b'.repeat(24))
    await chat.deleteResponse(ROOM, 'c'.repeat(24))
    await chat.userTheme(ROOM, { fontSize: 16 })
    expect(sent()).toEqual([
      { method: 'GET', url: `/api/story-chat/chat-room/${ROOM}/status`, body: null },
      {
        method: 'GET',
        url: `/api/story-chat/chat-room/${ROOM}/prev-messages?count=100`,
        body: null,
      },
      {
        method: 'POST',
        url: `/api/story-chat/chat-room/${ROOM}/rollback`,
        body: { rollbackToMessageId: 'b'.repeat(24) },
      },
      {
        method: 'DELETE',
        url: `/api/story-chat/chat-room/${ROOM}/response`,
        body: { messageId: 'c'.repeat(24) },
      },
      {
        method: 'POST',
        url: `/api/story-chat/chat-room/${ROOM}/user-theme`,
        body: { settings: { fontSize: 16 } },
      },
    ])
  })

  it('sends the calls outside a room with only the fields they take', async () => {
    const { chat, sent } = recordingChat()
    await chat.claimGuestRooms()
    await chat.couponInfo()
    await chat.deletePersona('d'.repeat(24))
    await chat.editMessage(ROOM, 'e'.repeat(24), 'Hello')
    await chat.promptLogs(ROOM, 5)
    expect(sent()).toEqual([
      { method: 'POST', url: '/api/story-chat/chat-rooms/claim', body: {} },
      { method: 'GET', url: '/api/story-chat/coupon-info', body: null },
      { method: 'DELETE', url: '/api/story-chat/personas', body: { personaOid: 'd'.repeat(24) } },
      {
        method: 'POST',
        url: '/api/story-chat/message/update',
        body: { messageId: 'e'.repeat(24), roomId: ROOM, text: 'Hello' },
      },
      {
        method: 'GET',
        url: `/api/story-chat/prompt-logs?roomOid=${ROOM}&limit=5`,
        body: null,
      },
    ])
  })
})
