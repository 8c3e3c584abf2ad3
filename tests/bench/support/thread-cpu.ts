/**
 * CPU time a process has used so far, its main thread's apart from its other threads' (a
 * worker such as PGlite's), read from Linux's /proc. On a shared machine a server's CPU
 * time per request moves far less than its requests per second do. Null elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** Linux reports times in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100

export interface ThreadCpu {
  /** Seconds of the main thread. */
  main: number
  /** Seconds of every thread still running, the main thread's included. */
  total: number
}

export function threadCpu(pid: number): ThreadCpu | null {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return null
  }
  let main = 0
  let total = 0
  for (const task of tasks) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')
    } catch {
      continue // the thread ended meanwhile
    }
    // Fields after the command name, which may hold spaces: utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
    total += seconds
    if (task === String(pid)) main = seconds
  }
  return { main, total }
}
