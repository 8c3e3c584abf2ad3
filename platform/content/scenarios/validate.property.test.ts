/** The graph rules against a brute-force reading of random scenarios. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ScenarioDocument } from './contract'
import { option, page, scenarioOf } from './testing'
import { validateScenario } from './validate'

/** A random graph of up to 8 pages; each page an ending or with up to 3 options to any page. */
const graph = fc
  .integer({ min: 1, max: 8 })
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.array(
        fc.record({
          ending: fc.boolean(),
          targets: fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }),
        }),
        { minLength: size, maxLength: size },
      ),
    ),
  )
  .map(
    ([, specs]): ScenarioDocument =>
      scenarioOf(
        specs.map((spec, index) =>
          page({
            id: `p${index}`,
            kind: spec.ending ? 'ending' : 'page',
            options: spec.ending
              ? []
              : spec.targets.map((to, n) => option(`p${index}o${n}`, `p${to}`)),
          }),
        ),
      ),
  )

/** Whether `to` can be reached from `from`, by walking every path up to the page count. */
function walks(document: ScenarioDocument, from: string, wanted: (id: string) => boolean): boolean {
  let frontier = new Set([from])
  const seen = new Set(frontier)
  for (let steps = 0; steps <= document.pages.length; steps++) {
    if ([...frontier].some(wanted)) return true
    const next = new Set<string>()
    for (const id of frontier)
      for (const opt of document.pages.find((p) => p.id === id)?.options ?? [])
        if (!seen.has(opt.to)) {
          seen.add(opt.to)
          next.add(opt.to)
        }
    frontier = next
  }
  return false
}

describe('validateScenario graph rules (property)', () => {
  it('reports exactly the unreachable pages, dead ends and pages without an exit', () => {
    fc.assert(
      fc.property(graph, (document) => {
        const problems = validateScenario(document)
        const ending = (id: string) => document.pages.find((p) => p.id === id)?.kind === 'ending'
        for (const p of document.pages) {
          const reachable = walks(document, 'p0', (id) => id === p.id)
          const has = (code: string) => problems.some((x) => x.code === code && x.pageId === p.id)
          expect(has('unreachable')).toBe(!reachable)
          const ordinary = reachable && p.kind === 'page'
          expect(has('dead-end')).toBe(ordinary && p.options.length === 0)
          expect(has('no-exit')).toBe(
            ordinary && p.options.length > 0 && !walks(document, p.id, ending),
          )
        }
      }),
      { numRuns: 300, seed: 50 },
    )
  })

  it('a valid scenario stays valid whatever the order of its pages', () => {
    fc.assert(
      fc.property(graph, fc.integer(), (document, salt) => {
        const shuffled = [...document.pages].sort(
          (a, b) => ((a.id.charCodeAt(1) * salt) % 7) - ((b.id.charCodeAt(1) * salt) % 7),
        )
        const before = validateScenario(document).length === 0
        const after = validateScenario({ ...document, pages: shuffled }).length === 0
        expect(after).toBe(before)
      }),
      { numRuns: 200, seed: 51 },
    )
  })
})
