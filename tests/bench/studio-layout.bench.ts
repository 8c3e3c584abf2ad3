/**
 * The studio's "Tidy up": the left-to-right layered layout (`studio/editor/layout.ts`) of
 * the synthetic story's 1,000 nodes and its edges, beside the floor of a plain grid
 * placement of the same boxes (no edges read), and the whole editor command (`tidyUp`:
 * sizes, group mapping, snapping) over the same document.
 * Run: npx tsx tests/bench/studio-layout.bench.ts
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { canvasSchema } from '../../engine/canvas'
import { createSeededRandom } from '../../engine/random'
import { generateSyntheticStory } from '../../fixtures/synthetic'
import type { EditorDocument } from '../../studio/editor/document'
import { gridLayout, layoutLeftToRight } from '../../studio/editor/layout'
import { tidyUp } from '../../studio/editor/tidy-up'

const NODES = 1_000
const { canvas } = generateSyntheticStory({ nodes: NODES, lorebookEntries: 0, seed: 7 })
const parsed = canvasSchema.parse(canvas)
// Node sizes as React Flow measures the studio's nodes: one or two lines and their sockets.
const boxes = parsed.nodes.map((node, index) => ({
  id: node.id,
  width: 180 + (index % 3) * 30,
  height: 60 + (index % 4) * 20,
}))
const edges = parsed.edges.map((edge) => ({ source: edge.source, target: edge.target }))
// A denser graph, as the studio-canvas bench draws: topped up to 3,000 edges at random.
const random = createSeededRandom(11)
const dense = [...edges]
while (dense.length < 3_000) {
  const pick = () => boxes[Math.floor(random.next() * boxes.length)]?.id as string
  dense.push({ source: pick(), target: pick() })
}
const document: EditorDocument = {
  nodes: parsed.nodes.map((node, index) => ({
    ...node,
    measured: { width: boxes[index]?.width, height: boxes[index]?.height },
  })),
  edges: parsed.edges,
}

function measure(run: () => unknown, warmup: number, iterations: number) {
  for (let index = 0; index < warmup; index++) run()
  const wall: number[] = []
  const cpu: number[] = []
  for (let index = 0; index < iterations; index++) {
    const cpuStart = process.cpuUsage()
    const start = performance.now()
    run()
    wall.push(performance.now() - start)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
  }
  const at = (samples: number[], fraction: number) => {
    const sorted = [...samples].sort((left, right) => left - right)
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number
  }
  return { median: at(wall, 0.5), p90: at(wall, 0.9), cpuMedian: at(cpu, 0.5), iterations }
}

const rows: [string, ReturnType<typeof measure>][] = [
  [
    `layered layout, ${boxes.length.toLocaleString('en')} nodes, ${edges.length.toLocaleString('en')} edges`,
    measure(() => layoutLeftToRight(boxes, edges), 5, 40),
  ],
  [
    `layered layout, ${boxes.length.toLocaleString('en')} nodes, ${dense.length.toLocaleString('en')} edges (random, with cycles)`,
    measure(() => layoutLeftToRight(boxes, dense), 3, 20),
  ],
  [
    'tidyUp on the document (sizes, groups, snapping), same 1,000 nodes',
    measure(() => tidyUp(document), 5, 40),
  ],
  ['floor: grid placement of the same boxes', measure(() => gridLayout(boxes), 5, 40)],
]

const format = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
console.log(
  `Node ${process.version}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}\n`,
)
console.log('| operation | median (wall) | p90 (wall) | median (CPU) | iterations |')
console.log('|---|---|---|---|---|')
for (const [label, result] of rows) {
  console.log(
    `| ${label} | ${format(result.median)} | ${format(result.p90)} | ${format(result.cpuMedian)} | ${result.iterations} |`,
  )
}
