import { type CanvasNodeType, NODE_SOCKETS } from '../../engine/canvas'

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** What the placement needs of a node: where it is and, once drawn, its measured size. */
export interface PlacedNode {
  id?: string
  type?: string
  position: { x: number; y: number }
  measured?: { width?: number | undefined; height?: number | undefined } | undefined
  parentId?: string | undefined
}

/** A drawn node is about this wide (studio.css: 170 px at least, plus padding and border). */
const NODE_WIDTH = 220
const GAP = 40
const MARGIN = 20
const STEP = 20

/** A node not yet drawn: its width, and a height from its kind's socket rows. */
export function estimatedSize(type: CanvasNodeType): { width: number; height: number } {
  const sockets = NODE_SOCKETS[type] ?? []
  const rows = Math.max(
    sockets.filter((socket) => socket.direction === 'in').length,
    sockets.filter((socket) => socket.direction === 'out').length,
  )
  return { width: NODE_WIDTH, height: 80 + rows * 20 }
}

/**
 * The kinds a new node most likely connects to, and on which side of them it goes: a node
 * whose output feeds them sits to their left, one fed by them to their right, so links run
 * left to right (a start enters a scene: start on the left).
 */
const ANCHORS: Partial<
  Record<CanvasNodeType, { kinds: CanvasNodeType[]; side: 'left' | 'right' }>
> = {
  start: { kinds: ['story'], side: 'left' },
  story: { kinds: ['start', 'story', 'condition'], side: 'right' },
  character: { kinds: ['story'], side: 'left' },
  text: { kinds: ['story', 'character'], side: 'left' },
  lorebookEntry: { kinds: ['story', 'character'], side: 'left' },
  image: { kinds: ['character'], side: 'left' },
  imageCategory: { kinds: ['image'], side: 'left' },
  condition: { kinds: ['story'], side: 'right' },
  trigger: { kinds: ['condition'], side: 'right' },
}

/** Where a kind goes in an empty view, as a fraction of its width: feeders left, scenes right. */
const EMPTY_VIEW_COLUMN: Partial<Record<CanvasNodeType, number>> = {
  start: 0.2,
  character: 0.2,
  text: 0.2,
  lorebookEntry: 0.2,
  story: 0.6,
  condition: 0.75,
}

export interface PlacementOptions {
  /** The new node's size (default: estimated from its kind). */
  size?: { width: number; height: number }
  /** Parts of the view covered by something else (the minimap, the zoom controls). */
  obstacles?: readonly Rect[]
}

/**
 * Where a node added from the palette goes: inside `view` (the visible part of the canvas,
 * in flow coordinates), on the side of the node it most likely links to, clear of the nodes
 * there. When that side has no room in the view, the spot is beside the anchor just outside
 * it, and the caller pans to show it; a crowded or tiny view still gets the node inside.
 */
export function placeInView(
  type: CanvasNodeType,
  nodes: readonly PlacedNode[],
  view: Rect,
  options: PlacementOptions = {},
): { x: number; y: number } {
  const size = options.size ?? estimatedSize(type)
  const area = {
    left: view.x + MARGIN,
    top: view.y + MARGIN,
    right: view.x + view.width - MARGIN - size.width,
    bottom: view.y + view.height - MARGIN - size.height,
  }
  // The view is smaller than the node: its top-left corner shows as much of it as fits.
  if (area.right < area.left || area.bottom < area.top) return { x: area.left, y: area.top }

  const reach = { ...view, x: view.x - view.width, width: view.width * 3 }
  const boxes = absoluteBoxes(nodes).filter((box) => intersects(box, reach))
  const blocked = [...boxes, ...(options.obstacles ?? [])]
  const rule = ANCHORS[type]
  const centre = { x: view.x + view.width / 2, y: view.y + view.height / 2 }
  const anchor = rule ? nearest(boxes, rule.kinds, view, centre) : null
  const free = (x: number, y: number) =>
    !blocked.some((box) =>
      intersects(box, {
        x: x - GAP / 2,
        y: y - GAP / 2,
        width: size.width + GAP,
        height: size.height + GAP,
      }),
    )

  let preferred: { x: number; y: number }
  if (anchor && rule) {
    preferred = {
      x: rule.side === 'left' ? anchor.x - GAP - size.width : anchor.x + anchor.width + GAP,
      y: anchor.y,
    }
  } else {
    const column = EMPTY_VIEW_COLUMN[type] ?? 0.5
    let x = view.x + view.width * column - size.width / 2
    // A scene placed first leaves a column free on its left for the start and cast.
    if (column > 0.5) x = Math.max(x, area.left + NODE_WIDTH + GAP)
    preferred = { x: Math.min(Math.max(x, area.left), area.right), y: centre.y - size.height / 2 }
  }
  const onLinkingSide = (x: number) => {
    if (!anchor || !rule) return true
    return rule.side === 'left'
      ? x + size.width <= anchor.x - GAP / 2
      : x >= anchor.x + anchor.width + GAP / 2
  }

  const inView = nearestFree(area, view, preferred, (x, y) => onLinkingSide(x) && free(x, y))
  if (inView) return inView
  if (anchor) {
    // No room on the linking side in view: the column beside the anchor, the caller pans.
    for (let offset = 0; offset <= view.height * 2; offset += STEP) {
      for (const y of offset === 0 ? [preferred.y] : [preferred.y + offset, preferred.y - offset])
        if (free(preferred.x, y)) return snap({ x: preferred.x, y })
    }
  }
  const anywhere = nearestFree(area, view, preferred, free)
  if (anywhere) return anywhere
  // Crowded: overlap rather than leave the view.
  return {
    x: Math.min(Math.max(preferred.x, area.left), area.right),
    y: Math.min(Math.max(preferred.y, area.top), area.bottom),
  }
}

/** The grid spot of `area` nearest `target` that `accept`s, if any. */
function nearestFree(
  area: { left: number; top: number; right: number; bottom: number },
  view: Rect,
  target: { x: number; y: number },
  accept: (x: number, y: number) => boolean,
): { x: number; y: number } | null {
  // Zoomed far out the view spans thousands of units: about 40 candidates a side is plenty.
  const step = Math.max(STEP, Math.ceil(Math.max(view.width, view.height) / 40 / STEP) * STEP)
  let best: { x: number; y: number } | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (let y = Math.ceil(area.top / STEP) * STEP; y <= area.bottom; y += step) {
    for (let x = Math.ceil(area.left / STEP) * STEP; x <= area.right; x += step) {
      const distance = Math.hypot(x - target.x, y - target.y)
      if (distance >= bestDistance || !accept(x, y)) continue
      bestDistance = distance
      best = { x, y }
    }
  }
  return best
}

function snap(point: { x: number; y: number }) {
  return { x: Math.round(point.x / STEP) * STEP, y: Math.round(point.y / STEP) * STEP }
}

function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Nodes' boxes in canvas coordinates (a grouped node's position is relative to its group). */
function absoluteBoxes(nodes: readonly PlacedNode[]): (Rect & { type: string })[] {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  return nodes.map((node) => {
    let x = node.position.x
    let y = node.position.y
    let parent = node.parentId ? byId.get(node.parentId) : undefined
    for (let depth = 0; parent && depth < 10; depth++) {
      x += parent.position.x
      y += parent.position.y
      parent = parent.parentId ? byId.get(parent.parentId) : undefined
    }
    const estimate = estimatedSize((node.type ?? 'note') as CanvasNodeType)
    return {
      x,
      y,
      width: node.measured?.width ?? estimate.width,
      height: node.measured?.height ?? estimate.height,
      type: node.type ?? '',
    }
  })
}

/** The anchor: a node of one of `kinds` in view, nearest the view's centre. */
function nearest(
  boxes: readonly (Rect & { type: string })[],
  kinds: readonly string[],
  view: Rect,
  centre: { x: number; y: number },
): Rect | null {
  let found: Rect | null = null
  let distance = Number.POSITIVE_INFINITY
  for (const box of boxes) {
    if (!kinds.includes(box.type) || !intersects(box, view)) continue
    const d = Math.hypot(box.x + box.width / 2 - centre.x, box.y + box.height / 2 - centre.y)
    if (d < distance) {
      distance = d
      found = box
    }
  }
  return found
}

/** Whether `rect` lies wholly inside `view`. */
export function containsRect(view: Rect, rect: Rect): boolean {
  return (
    rect.x >= view.x &&
    rect.y >= view.y &&
    rect.x + rect.width <= view.x + view.width &&
    rect.y + rect.height <= view.y + view.height
  )
}

/** The grid spot nearest `centre` (spiralling out) that no node occupies, so additions never stack. */
export function freeSpot(
  nodes: readonly { position: { x: number; y: number } }[],
  centre: { x: number; y: number },
): { x: number; y: number } {
  const taken = (x: number, y: number) =>
    nodes.some((node) => Math.abs(node.position.x - x) < 220 && Math.abs(node.position.y - y) < 160)
  for (let ring = 0; ring < 12; ring++) {
    for (let dx = -ring; dx <= ring; dx++) {
      for (let dy = -ring; dy <= ring; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue
        const spot = { x: centre.x + dx * 240, y: centre.y + dy * 180 }
        if (!taken(spot.x, spot.y)) return spot
      }
    }
  }
  return centre
}
