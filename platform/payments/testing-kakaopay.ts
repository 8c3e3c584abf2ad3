/** A test double of KakaoPay: a local HTTP server speaking its online payment API. */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local HTTP server speaking KakaoPay's online payment API: `POST
 * /online/v1/payment/ready`, `/approve` and `/order` with `Authorization: SECRET_KEY …`,
 * JSON bodies and `{ error_code, error_message }` errors. `buyerApproves(tid)` plays the
 * buyer on KakaoPay's page and returns the pg_token KakaoPay would append.
 */
interface FakeOrder {
  tid: string
  cid: string
  partner_order_id: string
  partner_user_id: string
  item_name: string
  total_amount: number
  approval_url: string
  status: 'READY' | 'AUTH_PASSWORD' | 'SUCCESS_PAYMENT' | 'FAIL_PAYMENT'
  pgToken: string | null
  approvals: number
}

export interface FakeKakaoPay {
  url: string
  secretKey: string
  orders: Map<string, FakeOrder>
  requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[]
  buyerApproves(tid: string): string
  close(): Promise<void>
}

export async function startFakeKakaoPay(secretKey = 'DEV_SECRET_fake'): Promise<FakeKakaoPay> {
  const orders = new Map<string, FakeOrder>()
  const requests: FakeKakaoPay['requests'] = []
  let url = ''

  const fail = (status: number, code: number, message: string) => ({
    status,
    body: { error_code: code, error_message: message },
  })

  function route(path: string, body: Record<string, unknown>) {
    if (path === '/online/v1/payment/ready') {
      for (const field of [
        'cid',
        'partner_order_id',
        'partner_user_id',
        'item_name',
        'quantity',
        'total_amount',
        'tax_free_amount',
        'approval_url',
        'cancel_url',
        'fail_url',
      ]) {
        if (body[field] === undefined) return fail(400, -2, `${field} is required`)
      }
      const tid = `T${randomBytes(9).toString('hex')}`
      orders.set(tid, {
        tid,
        cid: String(body.cid),
        partner_order_id: String(body.partner_order_id),
        partner_user_id: String(body.partner_user_id),
        item_name: String(body.item_name),
        total_amount: Number(body.total_amount),
        approval_url: String(body.approval_url),
        status: 'READY',
        pgToken: null,
        approvals: 0,
      })
      return {
        status: 200,
        body: {
          tid,
          tms_result: false,
          created_at: new Date().toISOString().slice(0, 19),
          next_redirect_pc_url: `${url}/online/v1/payment/ready/${tid}`,
          next_redirect_mobile_url: `${url}/online/v1/payment/ready/${tid}/mobile`,
          next_redirect_app_url: `${url}/online/v1/payment/ready/${tid}/app`,
          android_app_scheme: `kakaotalk://kakaopay/pg?url=${url}/${tid}`,
          ios_app_scheme: `kakaotalk://kakaopay/pg?url=${url}/${tid}`,
        },
      }
    }
    const order = orders.get(String(body.tid))
    if (!order || order.cid !== body.cid) return fail(400, -701, 'tid is invalid')
    if (path === '/online/v1/payment/approve') {
      if (
        order.partner_order_id !== body.partner_order_id ||
        order.partner_user_id !== body.partner_user_id
      ) {
        return fail(400, -702, 'partner_order_id or partner_user_id does not match')
      }
      if (order.status === 'SUCCESS_PAYMENT') return fail(400, -702, 'payment is already done')
      if (!order.pgToken || order.pgToken !== body.pg_token)
        return fail(400, -780, 'approval failure!')
      order.status = 'SUCCESS_PAYMENT'
      order.approvals += 1
      const now = new Date().toISOString().slice(0, 19)
      return {
        status: 200,
        body: {
          aid: `A${randomBytes(9).toString('hex')}`,
          tid: order.tid,
          cid: order.cid,
          partner_order_id: order.partner_order_id,
          partner_user_id: order.partner_user_id,
          payment_method_type: 'MONEY',
          item_name: order.item_name,
          quantity: 1,
          amount: {
            total: order.total_amount,
            tax_free: 0,
            vat: Math.round(order.total_amount / 11),
            point: 0,
            discount: 0,
            green_deposit: 0,
          },
          created_at: now,
          approved_at: now,
        },
      }
    }
    if (path === '/online/v1/payment/order') {
      return {
        status: 200,
        body: {
          tid: order.tid,
          cid: order.cid,
          status: order.status,
          partner_order_id: order.partner_order_id,
          partner_user_id: order.partner_user_id,
          amount: { total: order.total_amount },
        },
      }
    }
    return fail(404, -1, 'not found')
  }

  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
    } catch {
      body = {}
    }
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const authorization = request.headers.authorization
    requests.push({ path, body, authorization })
    const answer =
      authorization === `SECRET_KEY ${secretKey}`
        ? route(path, body)
        : fail(401, -401, 'invalid secret key')
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    secretKey,
    orders,
    requests,
    buyerApproves(tid) {
      const order = orders.get(tid)
      if (!order) throw new Error(`fake kakaopay: no order ${tid}`)
      order.status = 'AUTH_PASSWORD'
      order.pgToken = randomBytes(10).toString('hex')
      return order.pgToken
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
