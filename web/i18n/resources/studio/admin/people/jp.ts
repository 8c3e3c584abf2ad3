import type { adminPeopleEn } from './en'

export const adminPeopleJp: typeof adminPeopleEn = {}
