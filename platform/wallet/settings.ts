/** Wallet business settings. Defaults follow the spec's constants where it has one. */
export interface RandomBoxReward {
  kind: 'bonus_credits' | 'bonus_coins'
  amount: number
  /** Relative weight (integers). */
  weight: number
}

export interface WalletSettings {
  /** Credits per converted coin. Default 10: 1 coin = 10 credits (spec gives no rate; 10 coins = 1 USD). */
  creditsPerCoin: number
  /** Spec: credit conversion maximum 1,000 coins per conversion. */
  maxConversionCoins: number
  /** Bonus credits a user may spend per UTC day (the spec names the limit, not its value). */
  bonusCreditDailyLimit: number
  /** Spec: auto top-up when credits fall below 50. */
  autoTopUpThreshold: number
  /** Platform's share of a donation, in basis points (2000 = 20%). */
  donationFeeBasisPoints: number
  /** Spec: minimum donation 10 coins. */
  minimumDonationCoins: number
  /** Spec: check-in gives 50 bonus credits on weekdays, 100 on weekends (UTC), a random box every 7-day streak. */
  attendanceWeekdayCredits: number
  attendanceWeekendCredits: number
  attendanceStreakForRandomBox: number
  randomBoxRewards: RandomBoxReward[]
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  creditsPerCoin: 10,
  maxConversionCoins: 1000,
  bonusCreditDailyLimit: 1000,
  autoTopUpThreshold: 50,
  donationFeeBasisPoints: 2000,
  minimumDonationCoins: 10,
  attendanceWeekdayCredits: 50,
  attendanceWeekendCredits: 100,
  attendanceStreakForRandomBox: 7,
  randomBoxRewards: [
    { kind: 'bonus_credits', amount: 50, weight: 50 },
    { kind: 'bonus_credits', amount: 100, weight: 30 },
    { kind: 'bonus_credits', amount: 300, weight: 15 },
    { kind: 'bonus_coins', amount: 10, weight: 5 },
  ],
}

export function resolveWalletSettings(overrides: Partial<WalletSettings> = {}): WalletSettings {
  return { ...DEFAULT_WALLET_SETTINGS, ...overrides }
}
