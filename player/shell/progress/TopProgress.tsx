import { type ReactNode, useEffect } from 'react'
import { useProgress } from './store'
import './progress.css'

/** The bar across the top of the window while a page loads; decorative, so hidden from readers. */
export function TopProgress() {
  const percent = useProgress((state) => state.percent)
  if (percent === null) return null
  return (
    <div className="top-progress" aria-hidden="true" data-percent={percent}>
      <div className="top-progress-bar" style={{ width: `${percent}%` }} />
    </div>
  )
}

/** Counts as one load while mounted: a page's Suspense fallback. */
export function PageLoading({ children }: { children: ReactNode }) {
  const send = useProgress((state) => state.send)
  useEffect(() => {
    send({ type: 'start' })
    return () => send({ type: 'end' })
  }, [send])
  return <>{children}</>
}
