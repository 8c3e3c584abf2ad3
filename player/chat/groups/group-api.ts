/** The group calls: typed JSON through the shared client; the reply stream and the files by hand. */
import { base64Encode } from '../../../engine/bytes/base64'
import type { GroupSettingsInput, GroupStrategy } from '../../../platform/chat/groups/contract'
import { apiErrorFromBody, buildRequest, createTypedApi } from '../../../web/api'
import { downloadName } from '../../../web/api/download-name'
import { apiClient, sessionRequestContext } from '../../../web/session'

const api = createTypedApi(apiClient)

/** What the next reply of a group asks for: a message, a member, an auto-mode step, or a reroll. */
export interface GroupTurnBody {
  requestId: string
  message?: string
  speakerId?: string
  auto?: boolean
  rerollOf?: string
  personaOid?: string
}

async function open(
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: Record<string, unknown>
    query?: Record<string, string>
    accept: string
    signal?: AbortSignal
  },
): Promise<Response> {
  const built = buildRequest(
    method,
    path,
    {
      ...(options.body ? { body: options.body } : {}),
      ...(options.query ? { query: options.query } : {}),
    },
    sessionRequestContext(),
  )
  const response = await fetch(built.url, {
    ...built.init,
    headers: { ...built.init.headers, accept: options.accept },
    ...(options.signal ? { signal: options.signal } : {}),
    cache: 'no-store',
  })
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null)
    throw apiErrorFromBody(response.status, body)
  }
  return response
}

export const groupApi = {
  create: (input: { contentOid: string; memberIds: string[]; strategy?: GroupStrategy }) =>
    api.post('/story-chat/group-room', input),
  get: (roomOid: string) => api.get('/story-chat/chat-room/:id/group', { id: roomOid }),
  update: (roomOid: string, settings: GroupSettingsInput) =>
    api.post('/story-chat/chat-room/:id/group', { id: roomOid, ...settings }),
  importGroup: (input: { contentOid: string; group: string; jsonl?: string }) =>
    api.post('/story-chat/group-rooms/import', input),
  /** A character card file (PNG or JSON) joins the room's group; read whole, sent as base64 or text. */
  async addCard(roomOid: string, file: File) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    // PNG files start with 0x89 'P'; anything else is sent as the card's JSON text.
    const card =
      bytes[0] === 0x89 ? { png: base64Encode(bytes) } : { json: new TextDecoder().decode(bytes) }
    return api.post('/story-chat/group-room/cards', { roomOid, ...card })
  },
  /** One member's reply: the answer's body is the reply's SSE stream (docs/SSE.md). */
  next: (roomOid: string, body: GroupTurnBody, signal?: AbortSignal) =>
    open('POST', `/api/story-chat/chat-room/${encodeURIComponent(roomOid)}/group/next`, {
      body: { ...body },
      accept: 'text/event-stream',
      ...(signal ? { signal } : {}),
    }),
  /** The group chat file (`.jsonl`), or with `definition` the group file (`.json`). */
  async download(roomOid: string, part: 'chat' | 'definition') {
    const response = await open(
      'GET',
      `/api/story-chat/chat-room/${encodeURIComponent(roomOid)}/group/export`,
      { query: { part }, accept: part === 'chat' ? 'application/x-ndjson' : 'application/json' },
    )
    const fallback = part === 'chat' ? 'group-chat.jsonl' : 'group.json'
    return {
      text: await response.text(),
      fileName: downloadName(response.headers.get('content-disposition')) ?? fallback,
    }
  },
}
