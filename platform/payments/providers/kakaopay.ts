/**
 * A KakaoPay-style ready/confirm redirect flow, speaking KakaoPay's online payment API
 * (`/online/v1/payment/ready`, `/approve`, `/order`; `Authorization: SECRET_KEY …`).
 * Ready returns the external page (`next_redirect_pc_url`); KakaoPay sends the buyer back
 * to our approval URL with a `pg_token`, which the confirm call exchanges for the payment.
 * KakaoPay charges won only.
 */
import type { PaymentProvider, ProviderOutcome, ProviderPayment } from './port'

export interface KakaoPaySettings {
  secretKey: string
  cid: string
  apiBase: string
}

export class KakaoPayError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error_code?: number; error_message?: string } | null,
  ) {
    super(`KakaoPay answered ${status}: ${body?.error_message ?? 'no message'}`)
    this.name = 'KakaoPayError'
  }
}

export interface KakaoPayProvider extends PaymentProvider {
  approve(payment: ProviderPayment, pgToken: string): Promise<ProviderOutcome>
}

interface ReadyResponse {
  tid: string
  next_redirect_pc_url: string
  next_redirect_mobile_url?: string
  next_redirect_app_url?: string
  created_at?: string
}

interface ApproveResponse {
  tid: string
  aid?: string
  amount: { total: number }
  approved_at?: string
}

interface OrderResponse {
  tid: string
  status: string
  amount?: { total: number }
}

export function createKakaoPayProvider(
  settings: KakaoPaySettings,
  fetcher: typeof fetch = fetch,
): KakaoPayProvider {
  async function call<Result>(path: string, body: Record<string, unknown>): Promise<Result> {
    const response = await fetcher(`${settings.apiBase}/online/v1/payment/${path}`, {
      method: 'POST',
      headers: {
        authorization: `SECRET_KEY ${settings.secretKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    const json = (await response.json().catch(() => null)) as Result | null
    if (!response.ok || !json) {
      throw new KakaoPayError(response.status, json as KakaoPayError['body'])
    }
    return json
  }

  const order = (payment: ProviderPayment) => ({
    cid: settings.cid,
    partner_order_id: payment.oid,
    partner_user_id: payment.userOid,
  })

  return {
    name: 'kakaopay',
    async start(payment, urls) {
      const ready = await call<ReadyResponse>('ready', {
        ...order(payment),
        item_name: payment.product,
        quantity: 1,
        total_amount: payment.amount,
        tax_free_amount: 0,
        approval_url: `${urls.publicUrl}${urls.success(payment.oid)}&provider=kakaopay`,
        cancel_url: `${urls.publicUrl}${urls.fail(payment.oid, 'cancelled')}`,
        fail_url: `${urls.publicUrl}${urls.fail(payment.oid, 'failed')}`,
      })
      return {
        providerRef: ready.tid,
        redirectUrl: ready.next_redirect_pc_url,
        details: {
          tid: ready.tid,
          next_redirect_pc_url: ready.next_redirect_pc_url,
          next_redirect_mobile_url: ready.next_redirect_mobile_url ?? null,
          next_redirect_app_url: ready.next_redirect_app_url ?? null,
        },
      }
    },
    async approve(payment, pgToken) {
      if (!payment.providerRef) return { status: 'pending' }
      const approved = await call<ApproveResponse>('approve', {
        ...order(payment),
        tid: payment.providerRef,
        pg_token: pgToken,
      })
      return { status: 'paid', amount: approved.amount.total, currency: 'KRW' }
    },
    async check(payment) {
      if (!payment.providerRef) return { status: 'pending' }
      const state = await call<OrderResponse>('order', {
        cid: settings.cid,
        tid: payment.providerRef,
      })
      if (state.status === 'SUCCESS_PAYMENT') {
        return { status: 'paid', amount: state.amount?.total ?? 0, currency: 'KRW' }
      }
      if (
        ['CANCEL_PAYMENT', 'FAIL_AUTH_PASSWORD', 'FAIL_PAYMENT', 'QUIT_PAYMENT'].includes(
          state.status,
        )
      ) {
        return { status: 'failed', reason: state.status.toLowerCase() }
      }
      return { status: 'pending' }
    },
  }
}
