import type { ReactNode } from 'react'
import type { CreatorSection } from '../creator-paths'
import { CreatorNav } from './CreatorNav'

/** A creator studio page: the menu and the section's heading and body. */
export function CreatorLayout({
  section,
  title,
  lead,
  children,
}: {
  section: CreatorSection | null
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="creator-studio">
      <CreatorNav current={section} />
      <main id="main" className="creator-main stack">
        <header className="creator-page-head">
          <h1>{title}</h1>
          {lead ? <p className="muted">{lead}</p> : null}
        </header>
        {children}
      </main>
    </div>
  )
}
