import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

/** Document 1's player settings: volume (default 1), muted, subtitle language. */
export interface PlayerSettings {
  volume: number
  muted: boolean
  /** A language code, or null for subtitles off. */
  subtitleLanguage: string | null
}

interface PlayerSettingsActions {
  setVolume(volume: number, muted: boolean): void
  setSubtitleLanguage(language: string | null): void
}

export const PLAYER_SETTINGS_KEY = 'taleloom.player'
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = {
  volume: 1,
  muted: false,
  subtitleLanguage: null,
}

/** A volume the media element accepts: a number in 0..1, else the default. */
export function clampVolume(volume: unknown): number {
  if (typeof volume !== 'number' || !Number.isFinite(volume)) return 1
  return Math.min(1, Math.max(0, volume))
}

/** Kept in localStorage, so every page and every visit plays at the listener's level. */
export const usePlayerSettings = create<PlayerSettings & PlayerSettingsActions>()(
  persist(
    (set) => ({
      ...DEFAULT_PLAYER_SETTINGS,
      setVolume: (volume, muted) => set({ volume: clampVolume(volume), muted }),
      setSubtitleLanguage: (subtitleLanguage) => set({ subtitleLanguage }),
    }),
    {
      name: PLAYER_SETTINGS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ volume, muted, subtitleLanguage }) => ({ volume, muted, subtitleLanguage }),
      merge: (stored, current) => {
        const value = (stored ?? {}) as Partial<PlayerSettings>
        return {
          ...current,
          volume: clampVolume(value.volume ?? 1),
          muted: value.muted === true,
          subtitleLanguage:
            typeof value.subtitleLanguage === 'string' ? value.subtitleLanguage : null,
        }
      },
    },
  ),
)
