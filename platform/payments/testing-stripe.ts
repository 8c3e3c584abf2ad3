/** A test double of Stripe: a local HTTP server speaking its REST API. */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP server speaking Stripe's REST wire format (form-encoded requests with
 * bracketed keys, JSON objects and `{ error: { type, code, message } }` answers) for the
 * endpoints the adapter uses. Tests point the official client at it (host/port/protocol)
 * and drive the "buyer side" through its controls: pay a session, add a card, decline.
 */
type Obj = Record<string, unknown>

/** `a[b][0]=x` → `{ a: { b: { 0: 'x' } } }` (Stripe's encoding; numeric keys stay keys). */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = [...key.matchAll(/[^[\]]+/g)].map((match) => match[0])
    let node = root
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value
      else {
        node[segment] = (node[segment] as Obj | undefined) ?? {}
        node = node[segment] as Obj
      }
    })
  }
  return root
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

export interface FakeStripe {
  url: string
  sessions: Map<string, Obj>
  intents: Map<string, Obj>
  customers: Map<string, Obj>
  paymentMethods: Map<string, Obj>
  /** Every request as received: method, path, parsed body, idempotency key. */
  requests: { method: string; path: string; body: Obj; idempotencyKey: string | undefined }[]
  /** The buyer pays on Stripe's page: the session and its intent succeed. */
  paySession(sessionId: string): Obj
  addCard(customerId: string, card?: { brand?: string; last4?: string }): string
  /** The next off-session charge is declined with this code. */
  declineNext(code?: string): void
  event(type: string, object: Obj): Obj
  close(): Promise<void>
}

/** `clock`: Stripe's own time for `created` (a test's injected clock; the real time by default). */
export async function startFakeStripe(options: { clock?: () => Date } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, Obj>()
  const intents = new Map<string, Obj>()
  const customers = new Map<string, Obj>()
  const paymentMethods = new Map<string, Obj>()
  const requests: FakeStripe['requests'] = []
  const idempotent = new Map<string, { status: number; body: Obj }>()
  let decline: string | null = null
  let url = ''

  const now = () => Math.floor((options.clock?.() ?? new Date()).getTime() / 1000)
  const notFound = (kind: string, key: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${key}'`,
      },
    },
  })

  function makeCard(customerId: string | null, card: { brand?: string; last4?: string } = {}) {
    const pm: Obj = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: {
        brand: card.brand ?? 'visa',
        last4: card.last4 ?? '4242',
        exp_month: 12,
        exp_year: 2030,
      },
      created: now(),
      livemode: false,
    }
    paymentMethods.set(pm.id as string, pm)
    return pm.id as string
  }

  /**
   * `GET /v1/payment_intents` as Stripe answers it: newest first, `created[gte|gt|lte|lt]`,
   * `limit` (default 10, at most 100) and `starting_after` (an id of the previous page).
   */
  function listIntents(query: Obj): { status: number; body: Obj } {
    const created = (query.created as Obj | undefined) ?? {}
    const bound = (key: string) => (created[key] === undefined ? null : Number(created[key]))
    const [gte, gt, lte, lt] = [bound('gte'), bound('gt'), bound('lte'), bound('lt')]
    const all = [...intents.values()]
      .filter((intent) => {
        const at = intent.created as number
        return (
          (gte === null || at >= gte) &&
          (gt === null || at > gt) &&
          (lte === null || at <= lte) &&
          (lt === null || at < lt)
        )
      })
      .reverse()
    const after = query.starting_after as string | undefined
    const start = after ? all.findIndex((intent) => intent.id === after) + 1 : 0
    const limit = Math.min(Math.max(Number(query.limit ?? 10), 1), 100)
    const data = all.slice(start, start + limit)
    return {
      status: 200,
      body: {
        object: 'list',
        data,
        has_more: start + limit < all.length,
        url: '/v1/payment_intents',
      },
    }
  }

  function createIntent(body: Obj): { status: number; body: Obj } {
    const intent: Obj = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_received: 0,
      currency: body.currency,
      customer: body.customer ?? null,
      payment_method: body.payment_method ?? null,
      metadata: body.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${id('pi')}_secret_${randomBytes(6).toString('hex')}`,
      last_payment_error: null,
      created: now(),
      livemode: false,
    }
    intents.set(intent.id as string, intent)
    if (body.confirm === 'true') {
      if (decline) {
        const code = decline
        decline = null
        intent.last_payment_error = { code, type: 'card_error', message: 'Your card was declined.' }
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code,
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: intent,
            },
          },
        }
      }
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
    }
    return { status: 200, body: intent }
  }

  function route(method: string, path: string, body: Obj): { status: number; body: Obj } {
    let match: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session: Obj = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: body.mode,
        client_reference_id: body.client_reference_id ?? null,
        amount_total: Object.values((body.line_items as Obj) ?? {}).reduce<number>(
          (sum, item) =>
            sum +
            Number(((item as Obj).price_data as Obj).unit_amount) * Number((item as Obj).quantity),
          0,
        ),
        currency: (((body.line_items as Obj)?.['0'] as Obj)?.price_data as Obj)?.currency,
        metadata: body.metadata ?? {},
        customer: body.customer ?? null,
        payment_intent_data: body.payment_intent_data ?? {},
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        livemode: false,
      }
      session.url = `${url}/pay/${session.id}`
      sessions.set(session.id as string, session)
      return { status: 200, body: session }
    }
    match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/)
    if (match) {
      const session = sessions.get(match[1] as string)
      if (!session) return notFound('checkout.session', match[1] as string)
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') {
          return {
            status: 400,
            body: {
              error: { type: 'invalid_request_error', message: 'Session is not open.' },
            },
          }
        }
        session.status = 'expired'
      }
      return { status: 200, body: session }
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body)
    if (method === 'GET' && path === '/v1/payment_intents') return listIntents(body)
    match = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/)
    if (match) {
      const intent = intents.get(match[1] as string)
      if (!intent) return notFound('payment_intent', match[1] as string)
      if (method === 'POST' && match[2]) intent.status = 'canceled'
      return { status: 200, body: intent }
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Obj = {
        id: id('cus'),
        object: 'customer',
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        livemode: false,
      }
      customers.set(customer.id as string, customer)
      return { status: 200, body: customer }
    }
    match = path.match(/^\/v1\/customers\/([^/]+)\/payment_methods$/)
    if (match) {
      if (!customers.has(match[1] as string)) return notFound('customer', match[1] as string)
      const data = [...paymentMethods.values()].filter((pm) => pm.customer === match?.[1])
      return {
        status: 200,
        body: { object: 'list', data, has_more: false, url: path },
      }
    }
    match = path.match(/^\/v1\/customers\/([^/]+)$/)
    if (match) {
      const customer = customers.get(match[1] as string)
      if (!customer) return notFound('customer', match[1] as string)
      if (method === 'POST' && body.invoice_settings) {
        customer.invoice_settings = {
          default_payment_method: (body.invoice_settings as Obj).default_payment_method || null,
        }
      }
      return { status: 200, body: customer }
    }
    match = path.match(/^\/v1\/payment_methods\/([^/]+)$/)
    if (match && method === 'GET') {
      const pm = paymentMethods.get(match[1] as string)
      if (!pm) return notFound('payment_method', match[1] as string)
      return { status: 200, body: pm }
    }
    match = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/)
    if (match && method === 'POST') {
      const pm = paymentMethods.get(match[1] as string)
      if (!pm) return notFound('payment_method', match[1] as string)
      pm.customer = null
      return { status: 200, body: pm }
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const setup: Obj = {
        id: id('seti'),
        object: 'setup_intent',
        customer: body.customer ?? null,
        usage: body.usage ?? 'off_session',
        status: 'requires_payment_method',
        client_secret: `${id('seti')}_secret_${randomBytes(6).toString('hex')}`,
        livemode: false,
      }
      return { status: 200, body: setup }
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    }
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }

  const server: Server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake')
    const raw = await readBody(request)
    // A GET's parameters come in the query, in the same bracketed encoding as a body.
    const body = parseStripeForm(request.method === 'GET' ? requestUrl.search.slice(1) : raw)
    const key = request.headers['idempotency-key'] as string | undefined
    requests.push({
      method: request.method ?? 'GET',
      path: requestUrl.pathname,
      body,
      idempotencyKey: key,
    })
    const cacheKey = key ? `${request.method} ${requestUrl.pathname} ${key}` : null
    const answer =
      (cacheKey ? idempotent.get(cacheKey) : undefined) ??
      route(request.method ?? 'GET', requestUrl.pathname, body)
    if (cacheKey) idempotent.set(cacheKey, answer)
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
    })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    sessions,
    intents,
    customers,
    paymentMethods,
    requests,
    paySession(sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`)
      // As on Stripe's page: the buyer's card pays the intent, and with
      // setup_future_usage it stays attached to the session's customer for later charges.
      const intentData = (session.payment_intent_data as Obj | undefined) ?? {}
      const saves = Boolean(intentData.setup_future_usage) && Boolean(session.customer)
      const paymentMethod = makeCard(saves ? (session.customer as string) : null)
      const intent = createIntent({
        amount: session.amount_total,
        currency: session.currency,
        metadata: (intentData.metadata as Obj | undefined) ?? session.metadata,
        customer: session.customer ?? undefined,
        payment_method: paymentMethod,
        confirm: 'true',
      }).body
      intent.setup_future_usage = intentData.setup_future_usage ?? null
      session.payment_intent = intent.id
      session.payment_status = 'paid'
      session.status = 'complete'
      return session
    },
    addCard: (customerId, card = {}) => makeCard(customerId, card),
    declineNext(code = 'card_declined') {
      decline = code
    },
    event(type, object) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: now(),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
