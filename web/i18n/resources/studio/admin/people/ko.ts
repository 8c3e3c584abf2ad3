import type { adminPeopleEn } from './en'

export const adminPeopleKo: typeof adminPeopleEn = {}
