import type { adminContentEn } from './en'

export const adminContentJp: typeof adminContentEn = {}
