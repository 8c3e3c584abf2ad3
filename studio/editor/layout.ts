/**
 * Left-to-right layered layout (the Sugiyama scheme dagre also follows, without dummy nodes
 * for long edges): cycles broken, nodes ranked into columns by their edges, each column
 * ordered to uncross edges, then placed beside the nodes they link to. Pure and
 * deterministic: the same graph in the same order gives the same positions.
 */
export interface LayoutNode {
  id: string
  width: number
  height: number
}

export interface LayoutEdge {
  source: string
  target: string
}

export interface Point {
  x: number
  y: number
}

export interface LayoutOptions {
  /** Space between columns. */
  rankGap?: number
  /** Space between nodes of a column, and between unlinked nodes. */
  nodeGap?: number
  /** Down-and-up passes of the crossing reduction. */
  sweeps?: number
}

interface Graph {
  count: number
  out: number[][]
  in: number[][]
}

/** Positions (top-left corners) for every node, linked ones in columns, unlinked below. */
export function layoutLeftToRight(
  nodes: readonly LayoutNode[],
  edges: readonly LayoutEdge[],
  options: LayoutOptions = {},
): Map<string, Point> {
  const rankGap = options.rankGap ?? 100
  const nodeGap = options.nodeGap ?? 40
  const graph = acyclic(buildGraph(nodes, edges))
  const linked = nodes.flatMap((_, index) =>
    graph.out[index]?.length || graph.in[index]?.length ? [index] : [],
  )
  const ranks = rankNodes(graph, linked)
  const layers = orderLayers(graph, linked, ranks, options.sweeps ?? 4)
  const positions = placeLayers(nodes, graph, layers, rankGap, nodeGap)
  const placed = new Map<string, Point>()
  for (const [index, point] of positions) placed.set((nodes[index] as LayoutNode).id, point)
  const bottom = Math.max(
    0,
    ...[...positions].map(([i, p]) => p.y + (nodes[i] as LayoutNode).height),
  )
  const right = Math.max(0, ...[...positions].map(([i, p]) => p.x + (nodes[i] as LayoutNode).width))
  const loose = nodes.filter((_, index) => !positions.has(index))
  const top = positions.size > 0 ? bottom + rankGap : 0
  for (const [id, point] of gridLayout(loose, { width: Math.max(right, 1200), gap: nodeGap })) {
    placed.set(id, { x: point.x, y: point.y + top })
  }
  return placed
}

/**
 * Rows left to right, wrapping at `width`: the layout with no knowledge of the edges, the
 * floor the layered layout is measured against, and where unlinked nodes (notes,
 * variables) go.
 */
export function gridLayout(
  nodes: readonly LayoutNode[],
  options: { width?: number; gap?: number } = {},
): Map<string, Point> {
  const width = options.width ?? 1200
  const gap = options.gap ?? 40
  const placed = new Map<string, Point>()
  let x = 0
  let y = 0
  let rowHeight = 0
  for (const node of nodes) {
    if (x > 0 && x + node.width > width) {
      x = 0
      y += rowHeight + gap
      rowHeight = 0
    }
    placed.set(node.id, { x, y })
    x += node.width + gap
    rowHeight = Math.max(rowHeight, node.height)
  }
  return placed
}

function buildGraph(nodes: readonly LayoutNode[], edges: readonly LayoutEdge[]): Graph {
  const index = new Map(nodes.map((node, at) => [node.id, at]))
  const out: number[][] = nodes.map(() => [])
  const into: number[][] = nodes.map(() => [])
  const seen = new Set<string>()
  for (const edge of edges) {
    const from = index.get(edge.source)
    const to = index.get(edge.target)
    if (from === undefined || to === undefined || from === to) continue
    const key = `${from}>${to}`
    if (seen.has(key)) continue
    seen.add(key)
    out[from]?.push(to)
    into[to]?.push(from)
  }
  return { count: nodes.length, out, in: into }
}

/** The graph with every edge that closes a cycle (found depth first) turned around. */
function acyclic(graph: Graph): Graph {
  const state = new Uint8Array(graph.count) // 0 new, 1 on the path, 2 done
  const reversed = new Set<string>()
  for (let root = 0; root < graph.count; root++) {
    if (state[root] !== 0) continue
    const stack: [number, number][] = [[root, 0]]
    state[root] = 1
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [number, number]
      const [node, next] = top
      const targets = graph.out[node] as number[]
      if (next >= targets.length) {
        state[node] = 2
        stack.pop()
        continue
      }
      top[1] = next + 1
      const target = targets[next] as number
      if (state[target] === 1) reversed.add(`${node}>${target}`)
      else if (state[target] === 0) {
        state[target] = 1
        stack.push([target, 0])
      }
    }
  }
  if (reversed.size === 0) return graph
  const out: number[][] = graph.out.map(() => [])
  const into: number[][] = graph.out.map(() => [])
  graph.out.forEach((targets, from) => {
    for (const to of targets) {
      const [a, b] = reversed.has(`${from}>${to}`) ? [to, from] : [from, to]
      if ((out[a] as number[]).includes(b)) continue
      out[a]?.push(b)
      into[b]?.push(a)
    }
  })
  return { count: graph.count, out, in: into }
}

/**
 * Columns: the longest path from a source, then each node pulled right to just before its
 * nearest successor, so a character sits beside the scene it plays in, not at the far left.
 */
function rankNodes(graph: Graph, linked: readonly number[]): Map<number, number> {
  const pending = new Map(linked.map((node) => [node, (graph.in[node] as number[]).length]))
  const order: number[] = linked.filter((node) => pending.get(node) === 0)
  const rank = new Map<number, number>(order.map((node) => [node, 0]))
  for (let at = 0; at < order.length; at++) {
    const node = order[at] as number
    for (const target of graph.out[node] as number[]) {
      rank.set(target, Math.max(rank.get(target) ?? 0, (rank.get(node) as number) + 1))
      const left = (pending.get(target) as number) - 1
      pending.set(target, left)
      if (left === 0) order.push(target)
    }
  }
  for (let at = order.length - 1; at >= 0; at--) {
    const node = order[at] as number
    const next = graph.out[node] as number[]
    if (next.length === 0) continue
    rank.set(node, Math.min(...next.map((target) => rank.get(target) as number)) - 1)
  }
  return rank
}

/** Columns as ordered lists, each sweep sorting nodes by the mean place of their neighbours. */
function orderLayers(
  graph: Graph,
  linked: readonly number[],
  rank: ReadonlyMap<number, number>,
  sweeps: number,
): number[][] {
  const layers: number[][] = []
  for (const node of linked) {
    const at = rank.get(node) as number
    if (!layers[at]) layers[at] = []
    ;(layers[at] as number[]).push(node)
  }
  const columns = layers.filter((layer) => layer !== undefined)
  const place = new Map<number, number>()
  const remember = (layer: number[]) => {
    for (const [at, node] of layer.entries()) place.set(node, (at + 0.5) / layer.length)
  }
  columns.forEach(remember)
  const sortBy = (layer: number[], neighbours: number[][]) => {
    const keys = new Map(
      layer.map((node) => {
        const near = neighbours[node] as number[]
        const key =
          near.length === 0
            ? (place.get(node) as number)
            : near.reduce((sum, other) => sum + (place.get(other) as number), 0) / near.length
        return [node, key]
      }),
    )
    layer.sort((a, b) => (keys.get(a) as number) - (keys.get(b) as number))
    remember(layer)
  }
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (const layer of columns.slice(1)) sortBy(layer, graph.in)
    for (const layer of columns.slice(0, -1).reverse()) sortBy(layer, graph.out)
  }
  return columns
}

/** Columns left to right; in each, nodes as near the middle of their predecessors as room allows. */
function placeLayers(
  nodes: readonly LayoutNode[],
  graph: Graph,
  layers: readonly number[][],
  rankGap: number,
  nodeGap: number,
): Map<number, Point> {
  const placed = new Map<number, Point>()
  const size = (node: number) => nodes[node] as LayoutNode
  let x = 0
  for (const layer of layers) {
    const tops: number[] = []
    const wanted: (number | null)[] = []
    let floor = Number.NEGATIVE_INFINITY
    for (const node of layer) {
      const before = (graph.in[node] as number[]).filter((other) => placed.has(other))
      const desired =
        before.length === 0
          ? null
          : before.reduce(
              (sum, other) => sum + (placed.get(other) as Point).y + size(other).height / 2,
              0,
            ) /
              before.length -
            size(node).height / 2
      const top = Math.max(desired ?? (Number.isFinite(floor) ? floor : 0), floor)
      tops.push(top)
      wanted.push(desired)
      floor = top + size(node).height + nodeGap
    }
    // Pushed down to make room, a column drifts: move it back by the mean push.
    const pushes = wanted.flatMap((desired, at) =>
      desired === null ? [] : [(tops[at] as number) - desired],
    )
    const shift =
      pushes.length > 0 ? pushes.reduce((sum, push) => sum + push, 0) / pushes.length : 0
    for (const [at, node] of layer.entries()) {
      placed.set(node, { x, y: (tops[at] as number) - shift })
    }
    x += Math.max(...layer.map((node) => size(node).width)) + rankGap
  }
  // The whole drawing starts at the top: no node above y = 0.
  const highest = Math.min(0, ...[...placed.values()].map((point) => point.y))
  for (const point of placed.values()) point.y -= highest
  return placed
}
