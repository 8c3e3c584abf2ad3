/**
 * Stacked bars drawn with CSS (no chart library): one bar per period, one coloured segment
 * per series, heights relative to the tallest bar. Negative parts (refunds) are left out of
 * the drawing; the figures table beside it has the exact values.
 */
export interface BarSeries {
  key: string
  label: string
}

export function BarChart({
  label,
  series,
  bars,
}: {
  label: string
  series: readonly BarSeries[]
  bars: readonly { key: string; label: string; values: Record<string, number> }[]
}) {
  const totals = bars.map((bar) =>
    series.reduce((sum, part) => sum + Math.max(0, bar.values[part.key] ?? 0), 0),
  )
  const tallest = Math.max(1, ...totals)
  return (
    <figure className="money-chart" aria-label={label}>
      <div className="money-chart-bars" role="img" aria-label={label}>
        {bars.map((bar, index) => (
          <div
            key={bar.key}
            className="money-chart-bar"
            title={`${bar.label}: ${(totals[index] ?? 0).toLocaleString()}`}
          >
            <div
              className="money-chart-stack"
              style={{ height: `${((totals[index] ?? 0) / tallest) * 100}%` }}
            >
              {series.map((part, partIndex) => {
                const value = Math.max(0, bar.values[part.key] ?? 0)
                if (value === 0) return null
                return (
                  <span
                    key={part.key}
                    className={`money-chart-part money-series-${partIndex}`}
                    style={{ flexGrow: value }}
                  />
                )
              })}
            </div>
          </div>
        ))}
      </div>
      <figcaption className="money-chart-legend">
        {series.map((part, partIndex) => (
          <span key={part.key}>
            <span className={`money-chart-swatch money-series-${partIndex}`} aria-hidden="true" />
            {part.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
