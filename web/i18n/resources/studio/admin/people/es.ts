import type { adminPeopleEn } from './en'

export const adminPeopleEs: typeof adminPeopleEn = {}
