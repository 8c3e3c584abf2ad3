/**
 * Google and Apple sign-in under `/api/account`: the spec's `/g-login` and `/a-login`
 * (GET: the provider's redirect back; POST: Apple's form post, or the tab finishing with
 * JSON), each `…/start`, and which providers are offered.
 */
import { type Context, Hono } from 'hono'
import { type AppEnv, rateLimit, readBody, requireUser } from '../http'
import { PROVIDER_PATHS, type SignInProvider } from './contract'
import { callbackParameters, finishRequest, startRequest, unlinkRequest } from './requests'
import type { SignInService } from './service'

/** Starts, form posts and finishes one client address may make per window (a start stores a row). */
const PER_ADDRESS = { limit: 120, windowMs: 10 * 60 * 1000 }

export function signInRoutes(service: SignInService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get('/sign-in/providers', async (c) =>
    c.json(await service.providers(c.get('auth').user ?? null, c.get('auth').sessionId)),
  )
  routes.post('/sign-in/unlink', async (c) => {
    const user = requireUser(c)
    const { provider } = readBody(c, unlinkRequest)
    await service.unlink(user, provider)
    return c.json(await service.providers(user, c.get('auth').sessionId))
  })
  for (const provider of ['google', 'apple'] as const) {
    const path = PROVIDER_PATHS[provider]
    const limit = rateLimit({ name: `sign-in-${provider}`, ...PER_ADDRESS })
    routes.post(`${path}/start`, limit, async (c) => {
      const input = readBody(c, startRequest)
      const user = input.purpose === 'login' ? (c.get('auth').user ?? null) : requireUser(c)
      return c.json(await service.start(provider, input, user))
    })
    routes.get(path, async (c) =>
      redirect(c, service, provider, new URL(c.req.url).searchParams, false),
    )
    routes.post(path, limit, async (c) => {
      const type = c.req.header('content-type') ?? ''
      if (type.includes('application/x-www-form-urlencoded')) {
        // Apple's `form_post`: the browser posts the answer here from Apple's page.
        const form = new URLSearchParams(await c.req.text())
        return redirect(c, service, provider, form, true)
      }
      const input = readBody(c, finishRequest)
      const auth = c.get('auth')
      return c.json(
        await service.finish(provider, input, auth.user ?? null, c.get('lang'), auth.sessionId),
      )
    })
  }
  return routes
}

async function redirect(
  c: Context<AppEnv>,
  service: SignInService,
  provider: SignInProvider,
  parameters: URLSearchParams,
  posted: boolean,
) {
  // Only the parameters the flow knows, each bounded (anything else is dropped).
  const known = callbackParameters.safeParse(Object.fromEntries(parameters))
  const kept = new URLSearchParams()
  if (known.success) {
    for (const [key, value] of parameters)
      if (key in callbackParameters.shape || key === 'iss') kept.append(key, value)
  }
  // Apple's first authorization also posts the person's name (a nickname suggestion only).
  const appleUser = posted && provider === 'apple' ? parameters.get('user') : null
  const location = await service.receiveRedirect(provider, kept, posted, appleUser)
  c.header('Cache-Control', 'no-store')
  return c.redirect(location, 303)
}
