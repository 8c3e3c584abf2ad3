import type { Language } from '../../engine/i18n'
import type { CharacterMemoryView } from './character-dm-api'

const LOCALES: Record<Language, string> = { en: 'en', ko: 'ko', jp: 'ja', es: 'es' }

/** The panel reads newest first; the server keeps them in the order they were written. */
export function newestFirst(memories: readonly CharacterMemoryView[]): CharacterMemoryView[] {
  return [...memories].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.memoryOid.localeCompare(a.memoryOid),
  )
}

/** A memory's day in the reader's language ("Nov 30, 2026"). */
export function memoryDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(iso))
}

/** The export's file name, dated by the day it was taken (UTC). */
export function exportFileName(now: Date): string {
  return `taleloom-character-memories-${now.toISOString().slice(0, 10)}.json`
}

/** One row per story in My info: the fan's character rooms, each story once (newest room's). */
export function storiesOfRooms<Room extends { contentOid: string; createdAt: string }>(
  rooms: readonly Room[],
): Room[] {
  const newest = new Map<string, Room>()
  for (const room of rooms) {
    const seen = newest.get(room.contentOid)
    if (!seen || room.createdAt > seen.createdAt) newest.set(room.contentOid, room)
  }
  return [...newest.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}
