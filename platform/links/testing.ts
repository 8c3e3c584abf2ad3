/**
 * Local X, Twitch and YouTube for tests: each one's OAuth 2 consent page and token endpoint
 * (client secret, redirect URI, one-time code and PKCE S256 checked), the API answers the
 * links area reads in each platform's response shape, each platform's rate-limit answer
 * (X 429 + x-rate-limit-reset, Twitch 429 + Ratelimit-Reset, YouTube 403 quotaExceeded),
 * and Twitch's IRC chat socket.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import type { LinkPlatform } from './contract'

export interface FakeAccount {
  id: string
  handle: string
  name: string
  followers: number
}

export interface FakeStream {
  viewers: number
  /** YouTube's live chat messages waiting to be read. */
  chat: { id: string; author: string; text: string }[]
}

interface IssuedCode {
  platform: LinkPlatform
  account: FakeAccount
  redirectUri: string
  challenge: string
  used: boolean
}

export interface FakePlatforms {
  url: string
  clientId: string
  clientSecret: string
  /** The account each platform's consent page authorizes next. */
  accounts: Record<LinkPlatform, FakeAccount>
  /** Streams on air, by platform and account id. */
  streams: Map<string, FakeStream>
  /** The next `count` API calls of a platform answer its rate limit, resetting at `resetAt`. */
  rateLimit(platform: LinkPlatform, count: number, resetAt: Date): void
  /** API calls answered, as `platform METHOD path`. */
  calls: string[]
  /** Every token pair the token endpoint issued, in order. */
  issued: { platform: LinkPlatform; accessToken: string; refreshToken: string }[]
  /**
   * The consent page's button: answers where the browser is sent back to (our `set` with
   * the code and state, or with `error=access_denied` when cancelled).
   */
  consent(authorizeUrl: string, options?: { cancel?: boolean }): Promise<string>
  /** A chat line on Twitch's chat socket, to everyone who joined the channel. */
  sendTwitchChat(channel: string, message: { id: string; author: string; text: string }): void
  /** Channels the Twitch chat socket was asked to join. */
  twitchJoined: string[]
  close(): Promise<void>
}

const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

function consentPage(platform: LinkPlatform, account: FakeAccount, query: string) {
  const names = { twitter: 'X', twitch: 'Twitch', youtube: 'YouTube' }
  return `<!doctype html><html><head><title>${names[platform]} consent</title></head><body>
<h1>Authorize Taleloom on ${names[platform]}</h1><p>Signed in as @${escapeHtml(account.handle)}</p>
<form method="post" action="/${platform}/consent?${escapeHtml(query)}"><button name="decision" value="allow">Authorize app</button>
<button name="decision" value="cancel">Cancel</button></form></body></html>`
}

export async function startFakePlatforms(): Promise<FakePlatforms> {
  const clientId = 'fake-platform-client'
  const clientSecret = 'fake-platform-secret'
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, { platform: LinkPlatform; account: FakeAccount }>()
  const limited = new Map<LinkPlatform, { count: number; resetAt: Date }>()
  const calls: string[] = []
  const issuedTokens: FakePlatforms['issued'] = []
  const twitchJoined: string[] = []
  const chatSockets = new Map<string, Set<WebSocket>>()

  const fake: FakePlatforms = {
    url: '',
    clientId,
    clientSecret,
    accounts: {
      twitter: {
        id: '1500000000000000001',
        handle: 'taleloom_fan',
        name: 'Tale Fan',
        followers: 120,
      },
      twitch: { id: '41000001', handle: 'tale_streamer', name: 'Tale Streamer', followers: 3000 },
      youtube: {
        id: 'UCtaleloom000000000000001',
        handle: '@taletube',
        name: 'Tale Tube',
        followers: 800,
      },
    },
    streams: new Map(),
    calls,
    issued: issuedTokens,
    twitchJoined,
    rateLimit(platform, count, resetAt) {
      limited.set(platform, { count, resetAt })
    },
    async consent(authorizeUrl, options = {}) {
      const url = new URL(authorizeUrl)
      const platform = url.pathname.split('/')[1] as LinkPlatform
      const response = await fetch(`${fake.url}/${platform}/consent${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${options.cancel ? 'cancel' : 'allow'}`,
        redirect: 'manual',
      })
      await response.arrayBuffer()
      const location = response.headers.get('location')
      if (!location) throw new Error(`fake ${platform} consent answered ${response.status}`)
      return location
    },
    sendTwitchChat(channel, message) {
      const line = `@badge-info=;display-name=${message.author};id=${message.id};tmi-sent-ts=1 :${message.author.toLowerCase()}!${message.author.toLowerCase()}@${message.author.toLowerCase()}.tmi.twitch.tv PRIVMSG #${channel} :${message.text}\r\n`
      for (const socket of chatSockets.get(channel) ?? []) socket.send(line)
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.close(() => resolve())
      }),
  }

  /** A platform's own way of saying "too many calls", while a test asks for it. */
  function rateLimited(platform: LinkPlatform, response: ServerResponse): boolean {
    const limit = limited.get(platform)
    if (!limit || limit.count <= 0) return false
    limit.count -= 1
    const reset = String(Math.floor(limit.resetAt.getTime() / 1000))
    if (platform === 'twitter')
      json(
        response,
        429,
        { title: 'Too Many Requests', status: 429 },
        { 'x-rate-limit-reset': reset },
      )
    else if (platform === 'twitch')
      json(response, 429, { error: 'Too Many Requests', status: 429 }, { 'ratelimit-reset': reset })
    else
      json(response, 403, {
        error: {
          code: 403,
          message: 'The request cannot be completed because you have exceeded your quota.',
          errors: [{ message: 'quota', domain: 'youtube.quota', reason: 'quotaExceeded' }],
        },
      })
    return true
  }

  async function oauth(
    platform: LinkPlatform,
    step: string,
    request: IncomingMessage,
    url: URL,
    response: ServerResponse,
  ) {
    if (step === 'authorize') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(consentPage(platform, fake.accounts[platform], url.search.slice(1)))
    }
    if (step === 'consent') {
      const decision = new URLSearchParams(await readBody(request)).get('decision')
      const back = new URL(url.searchParams.get('redirect_uri') ?? '')
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      if (decision !== 'allow' || url.searchParams.get('client_id') !== clientId) {
        back.searchParams.set('error', 'access_denied')
      } else {
        const code = randomBytes(16).toString('hex')
        codes.set(code, {
          platform,
          account: { ...fake.accounts[platform] },
          redirectUri: url.searchParams.get('redirect_uri') ?? '',
          challenge: url.searchParams.get('code_challenge') ?? '',
          used: false,
        })
        back.searchParams.set('code', code)
      }
      response.writeHead(302, { location: back.toString() })
      return response.end()
    }
    // token
    const form = new URLSearchParams(await readBody(request))
    const basic = request.headers.authorization?.startsWith('Basic ')
      ? Buffer.from(request.headers.authorization.slice(6), 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret')]
    if (basic[0] !== clientId || basic[1] !== clientSecret)
      return json(response, 401, { error: 'invalid_client' })
    const issued = codes.get(form.get('code') ?? '')
    if (
      !issued ||
      issued.used ||
      issued.platform !== platform ||
      issued.redirectUri !== form.get('redirect_uri') ||
      s256(form.get('code_verifier') ?? '') !== issued.challenge
    )
      return json(response, 400, { error: 'invalid_grant' })
    issued.used = true
    const accessToken = randomBytes(16).toString('hex')
    const refreshToken = randomBytes(16).toString('hex')
    tokens.set(accessToken, { platform, account: issued.account })
    issuedTokens.push({ platform, accessToken, refreshToken })
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 7200,
      refresh_token: refreshToken,
      scope: 'read',
    })
  }

  function api(
    platform: LinkPlatform,
    path: string,
    request: IncomingMessage,
    url: URL,
    response: ServerResponse,
  ) {
    calls.push(`${platform} ${request.method} ${path}`)
    if (rateLimited(platform, response)) return
    const token = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (!token || token.platform !== platform) return json(response, 401, { error: 'unauthorized' })
    const account = token.account
    const stream = fake.streams.get(`${platform}:${account.id}`)
    if (platform === 'twitter' && path === '/2/users/me')
      return json(response, 200, {
        data: {
          id: account.id,
          name: account.name,
          username: account.handle,
          public_metrics: {
            followers_count: account.followers,
            following_count: 10,
            tweet_count: 5,
          },
        },
      })
    if (platform === 'twitch') {
      if (request.headers['client-id'] !== clientId)
        return json(response, 401, { error: 'client id' })
      if (path === '/helix/users')
        return json(response, 200, {
          data: [{ id: account.id, login: account.handle, display_name: account.name, type: '' }],
        })
      if (path === '/helix/channels/followers')
        return json(response, 200, { total: account.followers, data: [], pagination: {} })
      if (path === '/helix/streams')
        return json(response, 200, {
          data: stream
            ? [
                {
                  user_id: account.id,
                  user_login: account.handle,
                  type: 'live',
                  viewer_count: stream.viewers,
                  thumbnail_url: `${fake.url}/thumbs/live_user_${account.handle}-{width}x{height}.jpg`,
                },
              ]
            : [],
          pagination: {},
        })
    }
    if (platform === 'youtube') {
      if (path === '/youtube/v3/channels')
        return json(response, 200, {
          kind: 'youtube#channelListResponse',
          items: [
            {
              id: account.id,
              snippet: { title: account.name, customUrl: account.handle },
              statistics: {
                subscriberCount: String(account.followers),
                hiddenSubscriberCount: false,
              },
            },
          ],
        })
      if (path === '/youtube/v3/liveBroadcasts')
        return json(response, 200, {
          items: stream
            ? [
                {
                  id: `video-${account.id}`,
                  snippet: {
                    liveChatId: `chat-${account.id}`,
                    thumbnails: { high: { url: `${fake.url}/thumbs/yt-${account.id}.jpg` } },
                  },
                },
              ]
            : [],
        })
      if (path === '/youtube/v3/videos')
        return json(response, 200, {
          items: [{ liveStreamingDetails: { concurrentViewers: String(stream?.viewers ?? 0) } }],
        })
      if (path === '/youtube/v3/liveChat/messages') {
        const from = Number(url.searchParams.get('pageToken') ?? 0)
        const items = (stream?.chat ?? []).slice(from)
        return json(response, 200, {
          items: items.map((message) => ({
            id: message.id,
            snippet: { type: 'textMessageEvent', displayMessage: message.text },
            authorDetails: { displayName: message.author },
          })),
          nextPageToken: String(from + items.length),
          pollingIntervalMillis: 2000,
        })
      }
    }
    return json(response, 404, { error: 'not found' })
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', fake.url)
    const [, first, ...rest] = url.pathname.split('/')
    const platform = first as LinkPlatform
    if (!['twitter', 'twitch', 'youtube'].includes(platform)) {
      response.writeHead(404)
      return response.end()
    }
    const path = `/${rest.join('/')}`
    if (['/authorize', '/consent', '/token'].includes(path))
      return oauth(platform, path.slice(1), request, url, response)
    return api(platform, path, request, url, response)
  })
  const sockets = new WebSocketServer({ server, path: '/twitch-chat' })
  sockets.on('connection', (socket) => {
    socket.on('message', (data) => {
      const line = data.toString()
      const join = /^JOIN #(\S+)/.exec(line)
      if (!join?.[1]) return
      twitchJoined.push(join[1])
      const joined = chatSockets.get(join[1]) ?? new Set()
      joined.add(socket)
      chatSockets.set(join[1], joined)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return fake
}

/** The server environment that points every platform at the fake. */
export function fakePlatformsEnv(fake: FakePlatforms): Record<string, string> {
  const env: Record<string, string> = {
    TWITCH_CHAT_URL: `${fake.url.replace('http', 'ws')}/twitch-chat`,
  }
  const prefixes = { twitter: 'X', twitch: 'TWITCH', youtube: 'YOUTUBE' } as const
  for (const [platform, prefix] of Object.entries(prefixes)) {
    env[`${prefix}_CLIENT_ID`] = fake.clientId
    env[`${prefix}_CLIENT_SECRET`] = fake.clientSecret
    env[`${prefix}_AUTHORIZE_URL`] = `${fake.url}/${platform}/authorize`
    env[`${prefix}_TOKEN_URL`] = `${fake.url}/${platform}/token`
  }
  env.X_API_BASE = `${fake.url}/twitter/2`
  env.TWITCH_API_BASE = `${fake.url}/twitch/helix`
  env.YOUTUBE_API_BASE = `${fake.url}/youtube/youtube/v3`
  return env
}
