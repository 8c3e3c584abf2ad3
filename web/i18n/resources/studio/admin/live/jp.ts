import type { adminLiveEn } from './en'

export const adminLiveJp: typeof adminLiveEn = {}
