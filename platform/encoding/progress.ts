/**
 * ffmpeg's `-progress pipe:1` output: blocks of key=value lines, each ended by
 * `progress=continue` (or `progress=end`). `out_time` is how far into the output the
 * encoder is; against the source's duration it is the percent shown to the creator.
 */

/** Seconds from `HH:MM:SS.micro`; null for `N/A` and the negative times of the first block. */
export function parseOutTime(value: string): number | null {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])
}

export interface ProgressReader {
  /** A chunk of ffmpeg's stdout, split anywhere. */
  push(chunk: string): void
}

/**
 * Calls `onPercent` with 0–99 while encoding and 100 at `progress=end`, never going back.
 * Without a known duration only the end is reported.
 */
export function createProgressReader(
  durationSeconds: number | null,
  onPercent: (percent: number) => void,
): ProgressReader {
  let pending = ''
  let outTime: number | null = null
  let reported = -1
  const report = (percent: number) => {
    if (percent > reported) {
      reported = percent
      onPercent(percent)
    }
  }
  const line = (text: string) => {
    const at = text.indexOf('=')
    if (at < 0) return
    const key = text.slice(0, at).trim()
    const value = text.slice(at + 1).trim()
    if (key === 'out_time') {
      outTime = parseOutTime(value) ?? outTime
    } else if (key === 'out_time_us' && outTime === null && /^\d+$/.test(value)) {
      outTime = Number(value) / 1_000_000
    } else if (key === 'progress') {
      if (value === 'end') report(100)
      else if (outTime !== null && durationSeconds && durationSeconds > 0) {
        report(Math.min(99, Math.floor((outTime / durationSeconds) * 100)))
      }
      outTime = null
    }
  }
  return {
    push(chunk) {
      pending += chunk
      const lines = pending.split(/\r?\n/)
      pending = lines.pop() ?? ''
      for (const text of lines) line(text)
    },
  }
}
