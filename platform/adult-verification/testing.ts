/**
 * A local Yoti for tests: its age verification session endpoints (`POST /sessions`,
 * `GET /sessions/{id}/result`, bearer key and SDK id checked), its user page (the browser
 * test verifies there), and its signed notification to the session's `notification_url`.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signNotification } from './signature'

type Status = 'PENDING' | 'IN_PROGRESS' | 'COMPLETE' | 'FAIL' | 'EXPIRED'

interface FakeSession {
  id: string
  status: Status
  referenceId: string
  callbackUrl: string
  notificationUrl: string
  threshold: number
  sequence: number
}

export interface FakeYoti {
  url: string
  /** The API base the server is configured with (`YOTI_API_BASE`). */
  apiBase: string
  sdkId: string
  apiKey: string
  notificationSecret: string
  sessions: Map<string, FakeSession>
  /** Calls the API answered, by path (`POST /sessions`, …). */
  calls: string[]
  /** The user finishes: COMPLETE (over the threshold) or FAIL. */
  finish(sessionId: string, status: Status): void
  /** The notification Yoti would send for the session's latest attempt, signed (or forged). */
  notification(sessionId: string, options?: { secret?: string; at?: Date }): Record<string, unknown>
  /** Posts a notification to the session's notification URL; answers the status. */
  notify(payload: Record<string, unknown>, to: string): Promise<number>
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const userPage = (session: FakeSession) => `<!doctype html><html><head><title>Yoti</title></head>
<body><h1>Yoti age check</h1><p>Session ${session.id}</p>
<form method="post" action="/finish?sessionId=${session.id}&amp;status=COMPLETE"><button>Share my age</button></form>
<form method="post" action="/finish?sessionId=${session.id}&amp;status=FAIL"><button>I am under age</button></form>
</body></html>`

export async function startFakeYoti(): Promise<FakeYoti> {
  const sessions = new Map<string, FakeSession>()
  const calls: string[] = []
  const sdkId = randomUUID()
  const apiKey = 'fake-yoti-api-key'
  const notificationSecret = 'fake-yoti-notification-secret'

  const fake: FakeYoti = {
    url: '',
    apiBase: '',
    sdkId,
    apiKey,
    notificationSecret,
    sessions,
    calls,
    finish(sessionId, status) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no fake Yoti session ${sessionId}`)
      session.status = status
      session.sequence += 1
    },
    notification(sessionId, options = {}) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no fake Yoti session ${sessionId}`)
      const payload: Record<string, unknown> = {
        method: 'AGE_ESTIMATION',
        result: session.status === 'COMPLETE',
        age: session.threshold,
        session_key: session.id,
        reference_id: session.referenceId,
        id: session.id,
        timestamp: Math.floor((options.at ?? new Date()).getTime() / 1000),
        notification_url: session.notificationUrl,
        evidence_id: randomUUID(),
        state: session.status,
        check_type: 'SESSION',
        sequence_number: session.sequence,
      }
      payload.signature = signNotification(payload, options.secret ?? notificationSecret)
      return payload
    },
    async notify(payload, to) {
      const response = await fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      })
      await response.arrayBuffer()
      return response.status
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const authorized = (request: IncomingMessage) =>
    request.headers.authorization === `Bearer ${apiKey}` && request.headers['yoti-sdk-id'] === sdkId

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', fake.url)
    const body = await readBody(request)
    if (url.pathname.startsWith('/api/v1/')) {
      const path = url.pathname.slice('/api/v1'.length)
      calls.push(`${request.method} ${path}`)
      if (!authorized(request)) return json(response, 401, { error: 'UNAUTHORIZED' })
      if (request.method === 'POST' && path === '/sessions') {
        const input = JSON.parse(body) as Record<string, unknown>
        const callback = input.callback as { url?: string } | undefined
        const docScan = input.doc_scan as { threshold?: number } | undefined
        const session: FakeSession = {
          id: randomUUID(),
          status: 'PENDING',
          referenceId: String(input.reference_id ?? ''),
          callbackUrl: callback?.url ?? '',
          notificationUrl: String(input.notification_url ?? ''),
          threshold: docScan?.threshold ?? 18,
          sequence: 0,
        }
        sessions.set(session.id, session)
        return json(response, 201, {
          id: session.id,
          status: session.status,
          expires_at: new Date(Date.now() + Number(input.ttl ?? 900) * 1000).toISOString(),
        })
      }
      const result = /^\/sessions\/([^/]+)\/result$/.exec(path)
      const session = result ? sessions.get(decodeURIComponent(result[1] ?? '')) : undefined
      if (request.method === 'GET' && session) {
        return json(response, 200, {
          id: session.id,
          sdk_id: sdkId,
          type: 'OVER',
          status: session.status,
          method: session.status === 'PENDING' ? null : 'AGE_ESTIMATION',
          age: session.threshold,
          reference_id: session.referenceId,
        })
      }
      return json(response, 404, { error: 'NOT_FOUND' })
    }
    const session = sessions.get(url.searchParams.get('sessionId') ?? '')
    if (url.pathname === '/' && session) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(userPage(session))
    }
    if (url.pathname === '/finish' && request.method === 'POST' && session) {
      fake.finish(session.id, url.searchParams.get('status') === 'FAIL' ? 'FAIL' : 'COMPLETE')
      // Yoti notifies the business, then sends the browser back to its callback.
      await fake.notify(fake.notification(session.id), session.notificationUrl).catch(() => 0)
      const back = new URL(session.callbackUrl)
      back.searchParams.set('sessionId', session.id)
      response.writeHead(303, { location: back.toString() })
      return response.end()
    }
    response.writeHead(404)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.apiBase = `${fake.url}/api/v1`
  return fake
}

/** The server environment that points Yoti at the fake. */
export function fakeYotiEnv(fake: FakeYoti): Record<string, string> {
  return {
    YOTI_SDK_ID: fake.sdkId,
    YOTI_API_KEY: fake.apiKey,
    YOTI_NOTIFICATION_SECRET: fake.notificationSecret,
    YOTI_API_BASE: fake.apiBase,
    YOTI_SERVICE_URL: `${fake.url}/`,
  }
}
