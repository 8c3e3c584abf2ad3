import { type ReactNode, useEffect, useRef, useState } from 'react'

/** How far below the screen the rows start loading, so they are there when scrolled to. */
const AHEAD = '400px'

/**
 * Rows below the fold: drawn (and their data asked for) once the reader scrolls near them,
 * so opening Home asks only for what the first screen shows.
 */
export function LaterRows({ children }: { children: ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = sentinel.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return near ? children : <div ref={sentinel} className="home-later" aria-hidden="true" />
}
