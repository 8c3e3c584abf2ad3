import type { TextBundles } from '../text-bundle'

/** The player's texts, a chunk per language; see `./en.ts`. */
export const playerTexts: TextBundles = {
  en: () => import('./en'),
  ko: () => import('./ko'),
  jp: () => import('./jp'),
  es: () => import('./es'),
}
