import type { adminMachineryEn } from './en'

export const adminMachineryKo: typeof adminMachineryEn = {}
