// The server's own shapes, imported as types only (the front ends' boundary rule).
import type { AttendanceStatus } from '../../platform/wallet/attendance'
import type { InventoryItem } from '../../platform/wallet/inventory'
import type { ApiClient } from './client'

export type { AttendanceStatus, InventoryItem }

export interface WalletEvent {
  oid: string
  type: string
  createTime: string
  changes: { coins: number; bonusCoins: number; credits: number; bonusCredits: number }
  metadata: Record<string, unknown>
}

export interface OneTouchCard {
  oid: string
  provider: string
  label: string
  selected: boolean
  createdAt: string
}

/** The wallet reads and actions My Info shows, on the existing wallet and payment routes. */
export function createWalletApi(client: ApiClient) {
  return {
    attendance: () => client.get<AttendanceStatus>('/api/account/attendance'),
    checkIn: () => client.post<AttendanceStatus>('/api/account/attendance', {}),
    inventory: () => client.get<{ items: InventoryItem[] }>('/api/account/inventory'),
    applyItem: (itemOid: string) =>
      client.post<Record<string, unknown>>('/api/account/inventory/use', { itemOid }),
    history: () => client.get<{ events: WalletEvent[] }>('/api/coinevent'),
    cards: () => client.get<{ cards: OneTouchCard[] }>('/api/payment/one-touch'),
  }
}

export type WalletApi = ReturnType<typeof createWalletApi>
