/**
 * A real OpenID Provider on a local port (`oidc-provider`), configured as "Google" or as
 * "Apple", so the whole redirect flow runs over HTTP and in Chromium. Its login page takes
 * any login (the provider account's subject) and asks no consent. In front of its token
 * endpoint sits what the real providers do there: Apple checks the ES256 client secret;
 * `tamper` re-signs the ID token with the provider's own key (wrong audience, nonce or
 * issuer: a token the client must refuse though its signature is good).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  decodeJwt,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose'
import type Koa from 'koa'
import Provider from 'oidc-provider'
import type { SignInProvider } from './contract'

export interface ProviderAccount {
  email: string
  emailVerified?: boolean
  name?: string
}

export interface LocalProvider {
  kind: SignInProvider
  issuer: string
  clientId: string
  /** The product's environment for this provider (`GOOGLE_*` or `APPLE_*`). */
  env: Record<string, string>
  /** Registers the product's redirect address; the provider is built then. */
  register(redirectUri: string): void
  /** The provider account a login name (its subject) stands for; unknown names use the name as e-mail. */
  accounts: Map<string, ProviderAccount>
  /** Changes the next ID tokens' claims, re-signed with the provider's key; null: as issued. */
  tamper: ((claims: JWTPayload) => JWTPayload) | null
  /** Token requests the provider answered, and Apple's client secrets it refused. */
  tokenRequests: number
  refusedSecrets: number
  close(): Promise<void>
}

const CLIENT_SECRET = 'local-provider-client-secret'

export async function startLocalProvider(kind: SignInProvider): Promise<LocalProvider> {
  const signing = await generateKeyPair('RS256', { extractable: true })
  const privateJwk: JWK = {
    ...(await exportJWK(signing.privateKey)),
    kid: `${kind}-1`,
    alg: 'RS256',
    use: 'sig',
  }
  const apple = kind === 'apple' ? await generateKeyPair('ES256', { extractable: true }) : null
  const teamId = 'TEAM123456'
  const keyId = 'KEY1234567'
  const clientId = kind === 'google' ? 'taleloom-google.apps.local' : 'app.taleloom.local.signin'
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null
  const server: Server = createServer((req, res) => {
    if (!handler) {
      res.statusCode = 503
      res.end('not registered')
      return
    }
    if (req.method === 'POST' && req.url?.startsWith('/token')) {
      tokenEndpoint(req, res).catch((error) => {
        res.statusCode = 500
        res.end(String(error))
      })
      return
    }
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const issuer = `http://127.0.0.1:${port}`
  // The provider itself answers token requests on a port of its own, behind the edge above.
  const inner: Server = createServer((req, res) => handler?.(req, res))
  await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve))
  const innerPort = (inner.address() as AddressInfo).port

  // Apple posts the person's name (`user`, JSON) with a subject's first authorization only.
  const authorized = new Set<string>()
  async function appleUserField(ctx: Koa.Context, next: Koa.Next) {
    await next()
    const subject = ctx.oidc?.session?.accountId
    if (typeof ctx.body !== 'string' || !subject || !ctx.body.includes('name="code"')) return
    if (authorized.has(subject)) return
    authorized.add(subject)
    const [firstName, ...rest] = (local.accounts.get(subject)?.name ?? '').split(' ')
    const user = JSON.stringify({
      name: { firstName: firstName ?? '', lastName: rest.join(' ') },
      email: local.accounts.get(subject)?.email ?? subject,
    })
    const escaped = user.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
    ctx.body = ctx.body.replace(
      '<input type="hidden" name="code"',
      `<input type="hidden" name="user" value="${escaped}"/>\n<input type="hidden" name="code"`,
    )
  }

  const local: LocalProvider = {
    kind,
    issuer,
    clientId,
    env:
      kind === 'google'
        ? { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: issuer }
        : {
            APPLE_CLIENT_ID: clientId,
            APPLE_TEAM_ID: teamId,
            APPLE_KEY_ID: keyId,
            APPLE_PRIVATE_KEY: apple ? await exportPKCS8(apple.privateKey) : '',
            APPLE_ISSUER: issuer,
          },
    accounts: new Map(),
    tamper: null,
    tokenRequests: 0,
    refusedSecrets: 0,
    register(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: CLIENT_SECRET,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: { keys: [privateJwk] },
        scopes: ['openid', 'email', 'profile', 'name'],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name'],
          name: ['name'],
        },
        conformIdTokenClaims: false,
        // Google's and Apple's ID tokens live an hour, as here.
        ttl: {
          AccessToken: 3600,
          AuthorizationCode: 60,
          Grant: 3600,
          IdToken: 3600,
          Interaction: 600,
          Session: 3600,
        },
        async findAccount(_ctx, sub) {
          const account = local.accounts.get(sub) ?? { email: sub }
          return {
            accountId: sub,
            async claims() {
              return {
                sub,
                email: account.email,
                // Apple writes the flag as a string; Google as a boolean.
                email_verified:
                  kind === 'apple'
                    ? String(account.emailVerified ?? true)
                    : (account.emailVerified ?? true),
                // Apple's ID token has no name: it comes in the first form post's `user` field.
                ...(account.name && kind === 'google' ? { name: account.name } : {}),
              }
            },
          }
        },
        // Consent is taken as given: the login page is the one step.
        async loadExistingGrant(ctx) {
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client?.clientId ?? clientId,
            accountId: ctx.oidc.session?.accountId ?? '',
          })
          grant.addOIDCScope('openid email profile name')
          grant.addOIDCClaims(['email', 'email_verified', 'name'])
          await grant.save()
          return grant
        },
      })
      if (kind === 'apple') provider.use(appleUserField)
      handler = provider.callback()
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await new Promise<void>((resolve) => inner.close(() => resolve()))
    },
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    if (apple) {
      // Apple's check of the client secret: a JWT the team's key signed, for this client.
      try {
        await jwtVerify(form.get('client_secret') ?? '', apple.publicKey, {
          issuer: teamId,
          subject: clientId,
          audience: issuer,
          algorithms: ['ES256'],
        })
        form.set('client_secret', CLIENT_SECRET)
      } catch {
        local.refusedSecrets += 1
        res.statusCode = 400
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ error: 'invalid_client' }))
        return
      }
    }
    local.tokenRequests += 1
    const answer = await fetch(`http://127.0.0.1:${innerPort}${req.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: `127.0.0.1:${port}` },
      body: form,
    })
    const body = (await answer.json()) as Record<string, unknown>
    if (local.tamper && typeof body.id_token === 'string') {
      const claims = local.tamper(decodeJwt(body.id_token))
      body.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid })
        .sign(await importJWK(privateJwk, 'RS256'))
    }
    res.statusCode = answer.status
    res.setHeader('content-type', 'application/json')
    res.setHeader('cache-control', 'no-store')
    res.end(JSON.stringify(body))
  }

  return local
}

/**
 * A browser for HTTP tests: follows the provider's pages with their cookies, signs in as
 * `login` and answers where the provider sent the browser back: Google's redirect (a GET
 * address) or Apple's form post (its address and fields).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
): Promise<
  { method: 'GET'; url: string } | { method: 'POST'; url: string; form: URLSearchParams }
> {
  const cookies = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  let url = authorizationUrl
  let init: RequestInit = {}
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    })
    remember(response)
    init = {}
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin !== new URL(authorizationUrl).origin) return { method: 'GET', url: next.href }
      url = next.href
      continue
    }
    const html = await response.text()
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1]
    if (!action)
      throw new Error(
        `signInAtProvider: no form at ${url} (${response.status}): ${html.slice(0, 300)}`,
      )
    const target = new URL(action.replace(/&amp;/g, '&'), url)
    const fields = new URLSearchParams()
    for (const input of html.matchAll(
      /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
    )) {
      fields.set(input[1] ?? '', unescapeHtml(input[2] ?? ''))
    }
    if (target.origin !== new URL(authorizationUrl).origin) {
      return { method: 'POST', url: target.href, form: fields }
    }
    if (fields.get('prompt') === 'login') {
      fields.set('login', login)
      fields.set('password', 'any')
    }
    url = target.href
    init = {
      method: 'POST',
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }
  }
  throw new Error('signInAtProvider: too many steps')
}

function unescapeHtml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
