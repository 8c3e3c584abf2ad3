import type { adminMachineryEn } from './en'

export const adminMachineryJp: typeof adminMachineryEn = {}
