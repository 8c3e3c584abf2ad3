/**
 * axe-core in a Playwright page: its source is evaluated in the page (once per document)
 * and run over the whole document; only serious and critical violations come back, each
 * as a line a reader can act on (rule, the elements it found, what to do).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { AxeResults, Result } from 'axe-core'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
let source: string | null = null

/** axe-core's minified build, read once per worker. */
function axeSource(): string {
  source ??= readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8')
  return source
}

export interface AxeOptions {
  /** Rules switched off, each with its reason in the caller (rare: fix the page instead). */
  disabledRules?: readonly string[]
  /** Only these rules, for a second look at a page where nothing but they can differ. */
  onlyRules?: readonly string[]
}

/** The rules that read colours: all a change of colour scheme can affect. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

/** The impacts that fail a page. */
const BLOCKING = new Set(['serious', 'critical'])

/** Runs axe-core over the page as it is now and returns its serious and critical violations. */
export async function seriousViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  const present = await page.evaluate(() => 'axe' in window)
  // Evaluated, not a script tag: the product's Content-Security-Policy refuses inline scripts.
  if (!present) await page.evaluate(axeSource())
  const rules = Object.fromEntries(
    (options.disabledRules ?? []).map((id) => [id, { enabled: false }]),
  )
  const results = (await page.evaluate(
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
    (config) => (window as any).axe.run(document, config),
    {
      rules,
      resultTypes: ['violations'],
      ...(options.onlyRules ? { runOnly: { type: 'rule', values: options.onlyRules } } : {}),
    },
  )) as AxeResults
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))
}

/** One line per violation: `rule (impact): help — target, target … <helpUrl>`. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 6)
      .map((node) => {
        const target = node.target.map(String).join(' ')
        const detail = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message
        return detail ? `${target} [${detail}]` : target
      })
      .join('; ')
    const more = violation.nodes.length > 6 ? ` (+${violation.nodes.length - 6} more)` : ''
    return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}${more}`
  })
}

/** The page's serious and critical violations as readable lines (none: an empty list). */
export async function axeProblems(page: Page, options?: AxeOptions): Promise<string[]> {
  return describeViolations(await seriousViolations(page, options))
}
