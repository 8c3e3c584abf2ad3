import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findImports } from '../scripts/check-boundaries'

/**
 * The engine runs unchanged in the browser and on the server. Import specifiers are also
 * checked repo-wide by scripts/check-boundaries; this test adds what an import scan cannot
 * see: Node globals and dynamic code.
 */
const engineRoot = import.meta.dirname
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const allowedPackages = new Set(['zod', 'js-tiktoken', 'gpt-tokenizer'])

function* sourceFiles(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const full = path.join(directory, name)
    if (statSync(full).isDirectory()) yield* sourceFiles(full)
    else if (/\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name)) yield full
  }
}

/** Source without comments and string contents, so prose and messages do not match. */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
}

const FORBIDDEN: [RegExp, string][] = [
  [/\bBuffer\b/, 'Buffer (use Uint8Array)'],
  [/\bprocess\./, 'process'],
  [/\brequire\s*\(/, 'require()'],
  [/\b__dirname\b|\b__filename\b/, '__dirname/__filename'],
  [/\beval\s*\(/, 'eval'],
  [/\bnew\s+Function\b/, 'new Function'],
  [/\bsetTimeout\b|\bsetInterval\b/, 'timers (the engine has no clock)'],
  [/\bMath\.random\b/, 'Math.random (use the injected random source)'],
  [/\bDate\.now\b|\bnew Date\(\s*\)/, 'the clock (inject it)'],
]

describe('engine purity', () => {
  const files = [...sourceFiles(engineRoot)]

  it('finds the engine sources', () => {
    expect(files.length).toBeGreaterThan(40)
  })

  it('imports no Node built-in and nothing outside engine/', () => {
    const problems: string[] = []
    for (const file of files) {
      for (const imported of findImports(readFileSync(file, 'utf8'))) {
        const where = `${path.relative(engineRoot, file)}:${imported.line} '${imported.specifier}'`
        if (builtins.has(imported.specifier)) problems.push(`${where} is a Node built-in`)
        else if (imported.specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(file), imported.specifier)
          if (path.relative(engineRoot, target).startsWith('..'))
            problems.push(`${where} leaves engine/`)
        } else if (!allowedPackages.has(imported.specifier.split('/')[0] ?? '')) {
          problems.push(`${where} is not a browser-safe package`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('uses no Node globals, clock, ambient randomness or dynamic code', () => {
    const problems: string[] = []
    for (const file of files) {
      const code = codeOnly(readFileSync(file, 'utf8'))
      for (const [pattern, what] of FORBIDDEN) {
        if (pattern.test(code)) problems.push(`${path.relative(engineRoot, file)} uses ${what}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('the scan would catch a violation', () => {
    expect(findImports("import { readFileSync } from 'node:fs'")[0]?.specifier).toBe('node:fs')
    expect(
      FORBIDDEN.some(([pattern]) => pattern.test(codeOnly('const data = Buffer.from(x)'))),
    ).toBe(true)
    expect(
      FORBIDDEN.some(([pattern]) =>
        pattern.test(codeOnly("const text = 'Buffer is fine in a string'")),
      ),
    ).toBe(false)
  })
})
