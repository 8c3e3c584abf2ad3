/**
 * The functions a V8 CPU profile (`node --cpu-prof`) spent most of its samples in, by self
 * time and by time including callees, so a bench's profile can be read without a viewer:
 * `npx tsx tests/bench/support/profile-top.ts .tmp/profiles/<file>.cpuprofile [count]`.
 * The same file opens as a flame graph in Chromium's DevTools (Performance panel).
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const file = url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '')
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim()
}

/** Self and total microseconds per function name, from the samples' time deltas. */
export function profileTimes(profile: CpuProfile): Map<string, { self: number; total: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const times = new Map<string, { self: number; total: number }>()
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    const seen = new Set<string>()
    for (let at: number | undefined = id, first = true; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!)
      const entry = times.get(name) ?? { self: 0, total: 0 }
      if (first) entry.self += delta
      // A recursive function counts once per sample in its total.
      if (!seen.has(name)) entry.total += delta
      seen.add(name)
      times.set(name, entry)
      first = false
    }
  })
  return times
}

if (process.argv[1]?.endsWith('profile-top.ts')) {
  const [file, count = '25'] = process.argv.slice(2)
  if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [count]')
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const times = profileTimes(profile)
  const all = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
  const rows = [...times].sort((a, b) => b[1].self - a[1].self).slice(0, Number(count))
  console.log(`${(all / 1e6).toFixed(1)} s sampled\n| self % | total % | function |\n|---|---|---|`)
  for (const [name, { self, total }] of rows)
    console.log(
      `| ${((self / all) * 100).toFixed(1)} | ${((total / all) * 100).toFixed(1)} | ${name} |`,
    )
}
