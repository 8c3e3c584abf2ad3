import type { adminContentEn } from './en'

export const adminContentKo: typeof adminContentEn = {}
