import { useEffect, useState } from 'react'
import { contentApi } from './contents-api'

export interface EncodingState {
  status: 'none' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
  progress: number
}

/** How often a running encoding is asked about. */
const POLL_MS = 2000

/**
 * A content's encoding as it goes (GET /content/encoding-status every two seconds while
 * `active`), until it is done, failed or cancelled; null before the first answer.
 */
export function useEncoding(contentOid: string | null, active: boolean): EncodingState | null {
  const [state, setState] = useState<EncodingState | null>(null)
  useEffect(() => {
    if (!contentOid || !active) return
    let current = true
    let timer: ReturnType<typeof setTimeout> | undefined
    // A file just handed over may not be queued yet: 'none' is asked again a few times.
    let unqueued = 0
    const ask = () => {
      contentApi.encodingStatus(contentOid).then(
        (answer) => {
          if (!current) return
          setState({ status: answer.status, progress: answer.progress })
          const waiting = answer.status === 'none' && ++unqueued <= 5
          if (answer.status === 'queued' || answer.status === 'running' || waiting)
            timer = setTimeout(ask, POLL_MS)
        },
        () => {
          if (current) timer = setTimeout(ask, POLL_MS * 2)
        },
      )
    }
    ask()
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [contentOid, active])
  return state
}
