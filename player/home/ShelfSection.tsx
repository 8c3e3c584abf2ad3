import { type ReactNode, useId } from 'react'

/** One row of the home page: its title, an optional link at the title's end, its items. */
export function ShelfSection(props: {
  title: string
  action?: ReactNode
  children: ReactNode
  'data-testid'?: string
  'data-shelf'?: string
  'data-curated'?: string
}) {
  const { title, action, children, ...data } = props
  const titleId = useId()
  return (
    <section className="catalogue-section home-shelf" aria-labelledby={titleId} {...data}>
      <div className="home-shelf-head">
        <h2 id={titleId}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}
