/**
 * uPlot is a chunk of its own, loaded when the first chart mounts (docs/PERFORMANCE.md): Vite
 * splits a module off only when every import of it is `import()`. So no front-end file but
 * the loader imports uPlot's code, and the loader is only ever imported dynamically.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { findImports } from '../../../scripts/check-boundaries'

const root = resolve(import.meta.dirname, '..', '..', '..')
const loader = 'studio/creator/charts/uplot-loader.ts'

function* frontEndFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) yield* frontEndFiles(path)
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path
  }
}

it('keeps uPlot out of every chunk but the one a chart loads when it mounts', () => {
  const staticImports: string[] = []
  for (const folder of ['web', 'player', 'studio']) {
    for (const file of frontEndFiles(join(root, folder))) {
      const path = relative(root, file).split(/[\\/]/).join('/')
      // What is left once the `import()` calls are taken out is imported statically.
      const source = readFileSync(file, 'utf8').replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '')
      for (const { specifier, typeOnly } of findImports(source)) {
        const uplot = specifier === 'uplot' || specifier.startsWith('uplot/')
        if ((uplot && !typeOnly && path !== loader) || specifier.endsWith('/uplot-loader'))
          staticImports.push(`${path}: ${specifier}`)
      }
    }
  }
  expect(staticImports).toEqual([])
})
