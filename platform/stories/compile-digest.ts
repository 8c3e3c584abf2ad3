import { createHash } from 'node:crypto'

/** Node's native SHA-256: the same digest as the engine's browser-safe one, much faster. */
export function nodeSha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
