import type { TextBundles } from '../text-bundle'

/** The studio's texts, a chunk per language; see `./en.ts`. */
export const studioTexts: TextBundles = {
  en: () => import('./en'),
  ko: () => import('./ko'),
  jp: () => import('./jp'),
  es: () => import('./es'),
}
