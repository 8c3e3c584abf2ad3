import type { adminLiveEn } from './en'

export const adminLiveEs: typeof adminLiveEn = {}
