// The server's own shapes, imported as types only (the front ends' boundary rule).

import type { OneTouchCard } from '../../platform/payments/contract'
import type { AttendanceStatus, InventoryItem } from '../../platform/wallet'
import type { HistoryEvent } from '../../platform/wallet/contract'
import type { ApiClient } from './client'
import { createTypedApi } from './typed-api'

/** An entry of the coin history (`GET /coinevent`). */
export type { AttendanceStatus, HistoryEvent as WalletEvent, InventoryItem, OneTouchCard }

/** The wallet reads and actions My Info shows, on the existing wallet and payment routes. */
export function createWalletApi(client: ApiClient) {
  const api = createTypedApi(client)
  return {
    attendance: () => api.get('/account/attendance'),
    checkIn: () => api.post('/account/attendance', {}),
    inventory: () => api.get('/account/inventory'),
    applyItem: (itemOid: string) => api.post('/account/inventory/use', { itemOid }),
    history: () => api.get('/coinevent'),
    cards: () => api.get('/payment/one-touch'),
  }
}

export type WalletApi = ReturnType<typeof createWalletApi>
