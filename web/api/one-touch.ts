// The server's own shapes, imported as types only (the front ends' boundary rule).
import type {
  OneTouchCard,
  OneTouchConfirmRequest,
  RegisterCardResponse,
} from '../../platform/payments/contract'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

export type { OneTouchCard, OneTouchConfirmRequest, RegisterCardResponse }

/** One-touch cards: list, register, charge (one payment per idempotency key), delete. */
export function createOneTouchApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    cards: () => api.get('/payment/one-touch'),
    register: () => api.post('/payment/registercard', {}),
    confirm: (request: OneTouchConfirmRequest) => api.post('/payment/one-touch/confirm', request),
    remove: (id: string) => api.delete('/payment/one-touch/:id', { id }),
  }
}

export type OneTouchApi = ReturnType<typeof createOneTouchApi>
