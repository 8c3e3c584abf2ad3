import type { adminStoryChatEn } from './en'

export const adminStoryChatEs: typeof adminStoryChatEn = {}
