import type { ApiClient } from './client'

/** `GET/POST /account/attendance` (platform/wallet/attendance.ts). */
export interface AttendanceStatus {
  checkedInToday: boolean
  streakDays: number
  /** Position in the current week of the streak, 1–7 (0 before the first check-in). */
  weeklyProgress: number
  weeklyTarget: number
  creditsEarned: number
  /** Bonus credits a check-in today gives (or gave): 50 on weekdays, 100 on weekends. */
  creditsToday: number
  randomBoxItemOid: string | null
}

export interface InventoryItem {
  oid: string
  kind: string
  code: string
  acquiredAt: string
  used: boolean
  refunded: boolean
  details: Record<string, unknown>
  outcome: Record<string, unknown> | null
}

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
