import type { adminMoneyEn } from './en'

export const adminMoneyJp: typeof adminMoneyEn = {}
