import type { adminMachineryEn } from './en'

export const adminMachineryEs: typeof adminMachineryEn = {}
