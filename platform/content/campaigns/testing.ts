/** Test helpers: a campaigns service over a wallet fixture, and a campaign made through it. */
import type { SessionUser } from '../../http'
import type { WalletFixture } from '../../wallet/testing'
import type { CampaignsWalletPort } from './ports'
import { createCampaignsService } from './service'

export function walletPort(fixture: WalletFixture): CampaignsWalletPort {
  return {
    post: (input) => fixture.wallet.post(input),
    postedKeys: (keys) => fixture.wallet.postedKeys(keys),
    donationFeeBasisPoints: fixture.wallet.settings.donationFeeBasisPoints,
  }
}

export function campaignsOver(fixture: WalletFixture, wallet = walletPort(fixture)) {
  return createCampaignsService({
    db: fixture.database.db,
    clock: fixture.clock,
    campaigns: { wallet },
  })
}

export function sessionUser(oid: string, roles: SessionUser['roles'] = ['user']): SessionUser {
  return { oid, nickname: `user-${oid.slice(-6)}`, roles, language: null, isAdult: true }
}

/** A day from the fixture's clock: campaigns end an hour to 180 days ahead. */
export const DAY_MS = 24 * 60 * 60_000

export function campaignFields(
  now: Date,
  overrides: Partial<{ goalCoins: number; endsAt: Date }> = {},
) {
  return {
    title: 'A new album',
    description: 'Help me record it.',
    imageUrl: null,
    goalCoins: 100,
    endsAt: new Date(now.getTime() + 7 * DAY_MS),
    rewardTiers: [],
    ...overrides,
  }
}
