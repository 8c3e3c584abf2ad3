/** Shapes and texts of the live donation calls (spec doc 2 §3, §7, §8, §9). */
import { DEFAULT_MISSION_SETTINGS, type MissionSettings } from './missions/contract'

export const DONATION_TYPES = ['text', 'roulette', 'mission'] as const
export type DonationType = (typeof DONATION_TYPES)[number]

export const LIVEDONATION_LIMITS = {
  /** Spec §9: donation and comment donation minimum 10 coins. */
  minimumCoins: 10,
  /** Spec §9: default window and history kept 30 days. */
  windowDays: 30,
  contentMax: 300,
  rouletteItemsMax: 20,
} as const

export const LIVEDONATION_TEXTS = {
  failed: 'Failed donation',
  rouletteNotSpun: 'roulette could not be spun',
  notEnoughCoins: 'Not enough coins',
  minimum: 'The minimum donation is 10 coins.',
} as const

export interface RouletteItem {
  name: string
  probability: number
}

/** The `donationSetting` event's fields plus the roulette the streamer configured. */
export interface DonationOptions {
  donationType: string
  useTextDonationEffect: boolean
  useRouletteDonation: boolean
  useMissionDonation: boolean
  /** Whether viewers may add speech (a voice's price) to their donations. */
  useTts: boolean
  roulette: { entryFee: number; items: RouletteItem[] } | null
  /** The streamer's mission settings (missions/contract.ts). */
  mission: MissionSettings
}

export const DEFAULT_DONATION_OPTIONS: DonationOptions = {
  donationType: 'all',
  useTextDonationEffect: true,
  useRouletteDonation: false,
  useMissionDonation: false,
  useTts: true,
  roulette: null,
  mission: DEFAULT_MISSION_SETTINGS,
}

export interface LiveDonation {
  oid: string
  creatorOid: string
  userOid: string
  donationType: DonationType
  coin: number
  content: string
  isHiddenName: boolean
  isPinned: boolean
  views: number
  dataOrigin: string
  createTime: string
  /** The roulette item drawn for a roulette donation, else null. */
  optionName: string | null
  /** Spoken: its audio comes from `GET /live/tts/url`. */
  useTts: boolean
}

/** `POST /live/donation`: `key` is the viewer's live key; `dataOrigin` where it was sent from. */
export interface DonateRequest {
  creatorOid: string
  key: string
  isHiddenName: boolean
  dataOrigin?: string
  donationData: {
    coin: number
    content: string
    donationType: 'text' | 'roulette'
    useTts?: boolean
    voiceId?: string
  }
}

/** What `POST /live/donation/options` changes; a field left out keeps its saved value. */
export interface DonationOptionsChange {
  creatorOid: string
  donationType?: string
  donationOptions: {
    useTextDonationEffect?: boolean
    useRouletteDonation?: boolean
    useMissionDonation?: boolean
    useTts?: boolean
    /** Null removes the roulette. */
    roulette?: { entryFee: number; items: RouletteItem[] } | null
    mission?: Partial<MissionSettings>
  }
}

/** `GET /live/donations`: the streamer's donations in a window (30 days by default). */
export interface DonationHistory {
  creatorOid: string
  startDate: string
  endDate: string
  donations: LiveDonation[]
}

export interface DonationRanking {
  creatorOid: string
  ranking: { rank: number; userOid: string; isHiddenName: boolean; coin: number }[]
}

/** The donation routes the front ends call, relative to `/api`. */
export interface LiveDonationsRoutes {
  'POST /live/donation': { request: DonateRequest; response: LiveDonation }
  'GET /live/donation/options': { request: { creatorOid: string }; response: DonationOptions }
  'POST /live/donation/options': { request: DonationOptionsChange; response: DonationOptions }
  'GET /live/donations': {
    request: { creatorOid: string; startDate?: string; endDate?: string }
    response: DonationHistory
  }
  'GET /live/donation/ranking': { request: { creatorOid: string }; response: DonationRanking }
}
