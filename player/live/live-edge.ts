/** How far behind the live edge a viewer may fall before "Jump to live" shows (seconds). */
export const LIVE_EDGE_SLACK_SECONDS = 4

/** A viewer this far behind the newest buffered picture; 0 when nothing is buffered yet. */
export function secondsBehindLive(bufferedEnds: readonly number[], currentTime: number): number {
  if (bufferedEnds.length === 0) return 0
  return Math.max(0, Math.max(...bufferedEnds) - currentTime)
}

/** Where "Jump to live" seeks: just short of the edge, so the player does not stall at once. */
export function liveEdgeTarget(bufferedEnds: readonly number[]): number | null {
  if (bufferedEnds.length === 0) return null
  return Math.max(0, Math.max(...bufferedEnds) - 0.5)
}

/** Whether the viewer is behind: paused, or further back than the slack. */
export function isBehindLive(
  bufferedEnds: readonly number[],
  currentTime: number,
  paused: boolean,
): boolean {
  return paused || secondsBehindLive(bufferedEnds, currentTime) > LIVE_EDGE_SLACK_SECONDS
}
