import type { adminMoneyEn } from './en'

export const adminMoneyKo: typeof adminMoneyEn = {}
