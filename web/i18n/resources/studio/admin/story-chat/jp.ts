import type { adminStoryChatEn } from './en'

export const adminStoryChatJp: typeof adminStoryChatEn = {}
