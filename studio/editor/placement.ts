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
