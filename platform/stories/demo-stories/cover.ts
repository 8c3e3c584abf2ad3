/**
 * The demo stories' covers: small illustrations (640×360 JPEG, under 20 KB each) kept in
 * `./art`, handed to the story as data URLs (a story's pictures are our assets or data URLs).
 */
import { readFileSync } from 'node:fs'

export type DemoCover = 'gull-rock' | 'lantern-7' | 'midnight-bakery'

const cache = new Map<DemoCover, string>()

export function coverDataUrl(name: DemoCover): string {
  let url = cache.get(name)
  if (!url) {
    const bytes = readFileSync(new URL(`./art/${name}.jpg`, import.meta.url))
    url = `data:image/jpeg;base64,${bytes.toString('base64')}`
    cache.set(name, url)
  }
  return url
}
