import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type uPlot from 'uplot'
import type { ChartData } from './series'

/**
 * A uPlot chart. uPlot is imported when the first chart mounts, so only the pages that
 * draw charts load it (docs/PERFORMANCE.md); the chart follows its box's width.
 */
export function Chart({
  title,
  data,
  kind = 'line',
  height = 240,
}: {
  title: string
  data: ChartData
  kind?: 'line' | 'bars'
  height?: number
}) {
  const { t } = useTranslation('creator')
  const box = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const target = box.current
    if (!target) return
    let plot: uPlot | null = null
    let observer: ResizeObserver | null = null
    let cancelled = false
    import('./uplot-loader').then(
      ({ UPlot }) => {
        if (cancelled) return
        const bars = kind === 'bars' ? UPlot.paths.bars?.({ size: [0.6, 48] }) : undefined
        const width = Math.max(200, target.clientWidth)
        plot = new UPlot(
          {
            width,
            height,
            // Names only: a hover readout would need its own translated x label.
            legend: { show: data.series.length > 1, live: false },
            scales: {
              x: {
                time: !data.categories,
                // Bars sit on their x; half a step each side keeps the first and last whole.
                ...(kind !== 'bars'
                  ? {}
                  : data.categories
                    ? { range: [-0.5, data.x.length - 0.5] as uPlot.Range.MinMax }
                    : { range: (_plot, min, max) => padRange(min, max, data) }),
              },
            },
            axes: [
              data.categories
                ? {
                    values: (_, ticks) => ticks.map((tick) => data.categories?.[tick] ?? ''),
                    splits: () => data.x,
                    stroke: 'currentColor',
                  }
                : { stroke: 'currentColor' },
              { stroke: 'currentColor', size: 56 },
            ],
            series: [
              {},
              ...data.series.map((series) => ({
                label: series.label,
                stroke: series.color,
                width: 2,
                ...(bars ? { paths: bars, fill: series.color, points: { show: false } } : {}),
              })),
            ],
          },
          [data.x, ...data.series.map((series) => series.values)],
          target,
        )
        observer = new ResizeObserver(() => {
          plot?.setSize({ width: Math.max(200, target.clientWidth), height })
        })
        observer.observe(target)
      },
      () => !cancelled && setFailed(true),
    )
    return () => {
      cancelled = true
      observer?.disconnect()
      plot?.destroy()
    }
  }, [data, kind, height])

  return (
    <figure className="creator-chart">
      <figcaption>{title}</figcaption>
      {failed ? <p className="muted">{t('creatorAnalytics.chartFailed')}</p> : null}
      <div ref={box} className="creator-chart-box" role="img" aria-label={title} />
    </figure>
  )
}

/** A time axis's range with half a step of room on each side (a day for a single bar). */
function padRange(min: number, max: number, data: ChartData): uPlot.Range.MinMax {
  const step = data.x.length > 1 ? ((data.x[1] as number) - (data.x[0] as number)) / 2 : 43_200
  return [min - step, max + step]
}
