import type { adminLiveEn } from './en'

export const adminLiveKo: typeof adminLiveEn = {}
