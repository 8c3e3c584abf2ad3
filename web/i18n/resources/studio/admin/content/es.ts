import type { adminContentEn } from './en'

export const adminContentEs: typeof adminContentEn = {}
