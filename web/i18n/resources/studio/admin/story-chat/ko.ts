import type { adminStoryChatEn } from './en'

export const adminStoryChatKo: typeof adminStoryChatEn = {}
