/**
 * Reading a Chromium trace and a V8 CPU profile for the studio canvas bench: the main
 * thread's work per frame, Chromium's frame reports, layers and style invalidations.
 */

/** Resolves at the page's next animation frame. */
export const NEXT_FRAME = 'new Promise((done) => requestAnimationFrame(() => done(null)))'
/**
 * Where the renderer's main thread spent a drag: self time per trace event (script, style,
 * layout, paint, GC…) and, for script, per function from the V8 CPU profile.
 */
export function summarizeTrace(trace: Buffer) {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as {
    traceEvents: {
      name: string
      ph: string
      dur?: number
      /** Thread (CPU) time: unlike `dur`, not stretched when other processes take the CPU. */
      tdur?: number
      tid: number
      pid: number
      args?: { name?: string }
    }[]
  }
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const totals = new Map<string, number>()
  let taskCpuMs = 0
  for (const event of traceEvents) {
    if (event.name === 'RunTask' && event.tid === main?.tid && event.pid === main?.pid)
      taskCpuMs += (event.tdur ?? 0) / 1000
    if (event.ph !== 'X' || !event.dur || !main || event.tid !== main.tid || event.pid !== main.pid)
      continue
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000)
  }
  const wallMs = Object.fromEntries(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([name, ms]) => [name, Math.round(ms)]),
  )
  return { taskCpuMs: Math.round(taskCpuMs), wallMs }
}

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  tid: number
  pid: number
  args?: { name?: string }
}

/**
 * Main-thread work per frame: top-level tasks (RunTask) of the busiest renderer main thread,
 * grouped by the frame they start in. Frames are delimited by BeginMainThreadFrame (or, on
 * builds without it, by our own requestAnimationFrame's FireAnimationFrame).
 */
export function frameWork(traceEvents: TraceEvent[]) {
  const mains = traceEvents.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )
  const tasksOf = (thread: TraceEvent) =>
    traceEvents.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.tid === thread.tid &&
        event.pid === thread.pid,
    )
  const main = mains.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0]
  if (!main) return null
  const onMain = (event: TraceEvent) => event.tid === main.tid && event.pid === main.pid
  let starts = traceEvents
    .filter((event) => event.name === 'BeginMainThreadFrame' && onMain(event))
    .map((event) => event.ts)
  if (starts.length < 10) {
    starts = traceEvents
      .filter((event) => event.name === 'FireAnimationFrame' && onMain(event))
      .map((event) => event.ts)
  }
  starts.sort((a, b) => a - b)
  if (starts.length < 2) return null
  const wall = new Array<number>(starts.length - 1).fill(0)
  const cpu = new Array<number>(starts.length - 1).fill(0)
  // Only outermost tasks: a RunTask nested in another (a nested run loop) is already in it.
  const outermost: TraceEvent[] = []
  let coveredUntil = Number.NEGATIVE_INFINITY
  for (const task of tasksOf(main).sort((a, b) => a.ts - b.ts)) {
    if (task.ts < coveredUntil) continue
    outermost.push(task)
    coveredUntil = task.ts + (task.dur ?? 0)
  }
  for (const task of outermost) {
    // The frame whose interval holds the task's start (binary search over frame starts).
    let low = 0
    let high = starts.length - 1
    if (task.ts < starts[0]! || task.ts >= starts[high]!) continue
    while (high - low > 1) {
      const middle = (low + high) >> 1
      if (starts[middle]! <= task.ts) low = middle
      else high = middle
    }
    wall[low]! += (task.dur ?? 0) / 1000
    cpu[low]! += (task.tdur ?? task.dur ?? 0) / 1000
  }
  const round = (value: number) => Number(value.toFixed(2))
  const intervals = starts.slice(1).map((ts, index) => (ts - (starts[index] ?? ts)) / 1000)
  return {
    frames: wall.length,
    workWallP50Ms: round(percentile(wall, 50)),
    workWallP95Ms: round(percentile(wall, 95)),
    workCpuP50Ms: round(percentile(cpu, 50)),
    workCpuP95Ms: round(percentile(cpu, 95)),
    workWallMaxMs: round(Math.max(...wall)),
    // The interval between frame starts as the trace saw them (cross-check of the rAF figure).
    traceIntervalP50Ms: round(percentile(intervals, 50)),
    traceIntervalP95Ms: round(percentile(intervals, 95)),
    framesOver16Ms: wall.filter((ms) => ms > 16).length,
  }
}

/**
 * Chromium's own account of each frame (its `PipelineReporter` events): presented, dropped,
 * or with nothing to update. The share dropped among the frames that had something to show
 * is what a user sees as stutter, whichever thread made them late.
 */
export function frameReports(traceEvents: TraceEvent[]) {
  const counts = new Map<string, number>()
  for (const event of traceEvents) {
    if (event.name !== 'PipelineReporter' || event.ph !== 'b') continue
    const state =
      (event.args as { frame_reporter?: { state?: string } } | undefined)?.frame_reporter?.state ??
      'unknown'
    counts.set(state, (counts.get(state) ?? 0) + 1)
  }
  const presented =
    (counts.get('STATE_PRESENTED_ALL') ?? 0) + (counts.get('STATE_PRESENTED_PARTIAL') ?? 0)
  const dropped = counts.get('STATE_DROPPED') ?? 0
  return {
    presented,
    dropped,
    noUpdate: counts.get('STATE_NO_UPDATE_DESIRED') ?? 0,
    droppedPercent: Number(((100 * dropped) / Math.max(1, presented + dropped)).toFixed(1)),
  }
}

export interface CdpLayer {
  layerId: string
  backendNodeId?: number
  offsetX: number
  offsetY: number
  width: number
  height: number
  drawsContent: boolean
  paintCount?: number
  invisible?: boolean
}

/**
 * The compositor's layer tree as DevTools' Layers panel reads it: every layer that draws,
 * with its size, how often it was painted and the element it belongs to.
 */
export async function watchLayers(page: import('playwright-core').Page) {
  const cdp = await page.context().newCDPSession(page)
  let latest: CdpLayer[] = []
  cdp.on('LayerTree.layerTreeDidChange', (event: { layers?: CdpLayer[] }) => {
    if (event.layers) latest = event.layers
  })
  await cdp.send('DOM.enable')
  await cdp.send('DOM.getDocument', { depth: 0 })
  await cdp.send('LayerTree.enable')
  return {
    async print(label: string) {
      await page.evaluate(NEXT_FRAME)
      const drawing = latest.filter((layer) => layer.drawsContent && !layer.invisible)
      const rows: string[] = []
      for (const layer of drawing) {
        let owner = ''
        if (layer.backendNodeId) {
          const described = (await cdp
            .send('DOM.describeNode', { backendNodeId: layer.backendNodeId })
            .catch(() => null)) as {
            node?: { localName?: string; attributes?: string[] }
          } | null
          const attributes = described?.node?.attributes ?? []
          const attribute = (name: string) => {
            const at = attributes.findIndex((value, index) => index % 2 === 0 && value === name)
            return at === -1 ? '' : (attributes[at + 1] ?? '')
          }
          const classes = attribute('class').split(' ').filter(Boolean)
          owner = [
            described?.node?.localName ?? '',
            classes.length ? `.${classes.slice(0, 4).join('.')}` : '',
            attribute('data-id') ? `[${attribute('data-id')}]` : '',
            attribute('style') ? ` style="${attribute('style').slice(0, 80)}"` : '',
          ].join('')
          owner = `#${layer.backendNodeId} layer ${layer.layerId} ${owner}`
        }
        rows.push(
          `  ${String(Math.round(layer.width)).padStart(6)} × ${String(Math.round(layer.height)).padEnd(6)} at ${Math.round(layer.offsetX)},${Math.round(layer.offsetY)}  painted ${layer.paintCount ?? 0}  ${owner}`,
        )
      }
      console.log(`layers mid-drag (${label}): ${drawing.length} drawing of ${latest.length}`)
      console.log(rows.join('\n'))
    },
  }
}

/** Paint invalidations during the drag by element and reason, the most frequent first. */
export function printInvalidations(label: string, traceEvents: TraceEvent[]) {
  const counts = new Map<string, number>()
  for (const event of traceEvents) {
    if (
      event.name !== 'PaintInvalidationTracking' &&
      event.name !== 'StyleRecalcInvalidationTracking'
    )
      continue
    const data = (event.args as { data?: { nodeName?: string; reason?: string } } | undefined)?.data
    const key = `${event.name === 'PaintInvalidationTracking' ? 'paint' : 'style'}: ${data?.nodeName ?? '?'} (${data?.reason ?? '?'})`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const paints = new Map<string, number>()
  for (const event of traceEvents) {
    if (event.name !== 'Paint') continue
    const data = (event.args as { data?: { nodeId?: number; clip?: number[] } } | undefined)?.data
    const clip = data?.clip ?? []
    const size =
      clip.length === 8
        ? `${Math.round(clip[2]! - clip[0]!)}×${Math.round(clip[5]! - clip[1]!)}`
        : '?'
    const key = `node ${data?.nodeId ?? '?'} clip ${size}`
    paints.set(key, (paints.get(key) ?? 0) + 1)
  }
  console.log(`paints during the drag (${label}):`)
  for (const [key, count] of [...paints].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${String(count).padStart(6)}  ${key}`)
  console.log(`invalidations during the drag (${label}):`)
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${String(count).padStart(6)}  ${key}`)
}

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples: number[]
  timeDeltas: number[]
}

export function summarizeCpuProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return
    const file = frame.url.split('/').pop() ?? ''
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
  return Object.fromEntries(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([name, ms]) => [name, Math.round(ms)]),
  )
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
