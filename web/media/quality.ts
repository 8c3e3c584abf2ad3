/** One rendition of an HLS stream as hls.js lists it (`hls.levels`). */
export interface StreamLevel {
  height: number
  bitrate: number
}

/** A choice of the quality menu: `level` is hls.js's index, -1 for automatic. */
export interface QualityOption {
  level: number
  height: number
}

/**
 * The renditions a viewer may pick, highest first, one per height (the highest bitrate of
 * that height); levels without a known height are left to the automatic choice.
 */
export function qualityOptions(levels: readonly StreamLevel[]): QualityOption[] {
  const best = new Map<number, { level: number; bitrate: number }>()
  levels.forEach((level, index) => {
    if (!(level.height > 0)) return
    const kept = best.get(level.height)
    if (!kept || level.bitrate > kept.bitrate)
      best.set(level.height, { level: index, bitrate: level.bitrate })
  })
  return [...best.entries()]
    .sort(([a], [b]) => b - a)
    .map(([height, { level }]) => ({ level, height }))
}
