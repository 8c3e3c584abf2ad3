import type { adminMoneyEn } from './en'

export const adminMoneyEs: typeof adminMoneyEn = {}
