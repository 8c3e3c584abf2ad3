/** Test helpers for the gacha: users, a valid form, and a service over a real wallet. */
import pino from 'pino'
import { newObjectId } from '../../db'
import type { TestDatabase } from '../../db/testing'
import type { SessionUser } from '../../http'
import type { WalletService } from '../../wallet/service'
import type { ManualClock } from '../../wallet/testing'
import type { GachaInput } from './contract'
import type { GachaPorts } from './ports'
import { createGachaService } from './service'

export const TEST_GACHA_SECRET = 'gacha-test-secret'

export function sessionUser(roles: SessionUser['roles'] = ['user']): SessionUser {
  return { oid: newObjectId(), nickname: 'Tester', roles, language: 'en', isAdult: false }
}

/** A complete gacha: 1 % SSR (no refund), 9 % SR, 90 % N (10 % back). */
export function gachaForm(overrides: Partial<GachaInput> = {}): GachaInput {
  return {
    title: 'Star box',
    description: 'Stars of every size',
    coins: 30,
    profitRate: 50,
    items: [
      { name: 'Gold star', rank: 'SSR', chance: 100, refundRate: 0 },
      { name: 'Silver star', rank: 'SR', chance: 900, refundRate: 0 },
      { name: 'Pebble', rank: 'N', chance: 9000, refundRate: 10 },
    ],
    ...overrides,
  }
}

export function gachaServiceFor(
  database: TestDatabase,
  clock: ManualClock,
  wallet: WalletService,
  ports: Partial<GachaPorts> = {},
) {
  return createGachaService({
    db: database.db,
    clock,
    gacha: { wallet, secret: TEST_GACHA_SECRET, ...ports },
    // The logger is unused by the gacha; kept for the ContentDeps shape in callers.
    ...({ logger: pino({ level: 'silent' }) } as object),
  })
}
