import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './node-flags'

it('npm start runs the server with the server V8 flags', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>
  }
  const start = manifest.scripts.start!.split(/\s+/)
  expect(start[0]).toBe('node')
  for (const flag of SERVER_NODE_FLAGS) expect(start).toContain(flag)
  expect(start.at(-1)).toBe('server/cli/start.ts')
})
