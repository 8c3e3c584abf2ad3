/**
 * The tracks under a zoomable time ruler: clips placed by time, dragged to move and by
 * their edges to trim (one undo step per drag), uploads dropped from the asset list, the
 * playhead set and scrubbed on the ruler.
 */
import { type DragEvent, memo, type ReactNode, type PointerEvent as ReactPointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import type { TimelineTrack } from '../../platform/encoding/timelines/contract'
import { clipEnd, durationMs } from './model'
import type { TimelineStore } from './store'

export const ASSET_DRAG_TYPE = 'application/x-taleloom-asset'
const HEADER_PX = 88

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** Milliseconds at a pointer's x over the lane area. */
function msAt(event: { clientX: number }, lane: Element, pxPerSecond: number): number {
  const box = lane.getBoundingClientRect()
  return Math.max(0, ((event.clientX - box.left) / pxPerSecond) * 1000)
}

/**
 * Only the ruler's value and the playhead line follow the playhead: the tracks (every clip)
 * are memoized on their own data, so scrubbing a long timeline re-renders two small parts.
 */
export function TrackArea({ store }: { store: StoreApi<TimelineStore> }) {
  const { t } = useTranslation('studio')
  const tracks = useStore(store, (s) => s.doc.tracks)
  const total = useStore(store, (s) => Math.max(durationMs(s.doc) + 5000, 20_000))
  const pps = useStore(store, (s) => s.pxPerSecond)
  const width = (total / 1000) * pps

  const scrub = (event: ReactPointerEvent<HTMLDivElement>) => {
    const lane = event.currentTarget
    lane.setPointerCapture(event.pointerId)
    store.getState().setPlaying(false)
    store.getState().setPlayhead(msAt(event, lane, pps))
    const move = (e: PointerEvent) => store.getState().setPlayhead(msAt(e, lane, pps))
    const up = () => {
      lane.removeEventListener('pointermove', move)
      lane.removeEventListener('pointerup', up)
    }
    lane.addEventListener('pointermove', move)
    lane.addEventListener('pointerup', up)
  }

  const step = pps >= 160 ? 0.5 : pps >= 40 ? 1 : pps >= 20 ? 5 : 10
  const ticks = Array.from({ length: Math.floor(total / 1000 / step) + 1 }, (_, i) => i * step)
  return (
    <section className="timeline-tracks" aria-label={t('timeline.tracks')}>
      <div className="timeline-scroll">
        <div className="timeline-grid" style={{ width: width + HEADER_PX }}>
          <div className="timeline-row timeline-ruler-row">
            <div className="timeline-track-head">{t('timeline.time')}</div>
            <Ruler store={store} total={total} label={t('timeline.ruler')} onPointerDown={scrub}>
              {ticks.map((tick) => (
                <span key={tick} className="timeline-tick" style={{ left: tick * pps }}>
                  {Number.isInteger(tick) ? `${tick}s` : ''}
                </span>
              ))}
            </Ruler>
          </div>
          {tracks.map((track) => (
            <TrackRow key={track.id} store={store} track={track} />
          ))}
          <LayerRow store={store} />
          <Playhead store={store} pps={pps} />
        </div>
      </div>
    </section>
  )
}

/** The ruler (a slider whose value is the playhead); its ticks come memoized from above. */
function Ruler({
  store,
  total,
  label,
  onPointerDown,
  children,
}: {
  store: StoreApi<TimelineStore>
  total: number
  label: string
  onPointerDown(event: ReactPointerEvent<HTMLDivElement>): void
  children: ReactNode
}) {
  const playhead = useStore(store, (s) => s.playheadMs)
  return (
    <div
      className="timeline-ruler"
      role="slider"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={Math.round(playhead)}
      aria-valuetext={seconds(playhead)}
      tabIndex={0}
      data-testid="timeline-ruler"
      onPointerDown={onPointerDown}
    >
      {children}
    </div>
  )
}

function Playhead({ store, pps }: { store: StoreApi<TimelineStore>; pps: number }) {
  const playhead = useStore(store, (s) => s.playheadMs)
  return (
    <div
      className="timeline-playhead"
      style={{ left: HEADER_PX, transform: `translateX(${(playhead / 1000) * pps}px)` }}
      aria-hidden
      data-testid="timeline-playhead"
    />
  )
}

const TrackRow = memo(function TrackRow({
  store,
  track,
}: {
  store: StoreApi<TimelineStore>
  track: TimelineTrack
}) {
  const { t } = useTranslation('studio')
  const pps = useStore(store, (s) => s.pxPerSecond)
  const selection = useStore(store, (s) => s.selection)
  const assets = useStore(store, (s) => s.assets)

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    const key = event.dataTransfer.getData(ASSET_DRAG_TYPE)
    const asset = store.getState().assets.get(key)
    if (asset) store.getState().addClip(track.id, asset, msAt(event, event.currentTarget, pps))
  }

  /** A drag of a clip's body (move) or edge (trim): one undo step, saved when it ends. */
  const drag = (
    event: ReactPointerEvent<HTMLElement>,
    clipId: string,
    mode: 'move' | 'start' | 'end',
  ) => {
    event.stopPropagation()
    const lane = event.currentTarget.closest('.timeline-lane') as HTMLElement
    const target = event.currentTarget
    target.setPointerCapture(event.pointerId)
    const state = store.getState()
    state.select(clipId)
    state.beginGesture()
    const clip = state.doc.tracks.flatMap((each) => each.clips).find((each) => each.id === clipId)
    if (!clip) return
    // The part of the clip under the pointer stays under it: its start, or the edge grabbed.
    const grabbed = mode === 'end' ? clipEnd(clip) : clip.startMs
    const offset = grabbed - msAt(event, lane, pps)
    const move = (e: PointerEvent) => {
      const at = msAt(e, lane, pps) + offset
      if (mode === 'move') store.getState().moveClip(clipId, at)
      else store.getState().trimClip(clipId, mode, at)
    }
    const up = () => {
      target.removeEventListener('pointermove', move)
      target.removeEventListener('pointerup', up)
      store.getState().endGesture()
    }
    target.addEventListener('pointermove', move)
    target.addEventListener('pointerup', up)
  }

  return (
    <div className="timeline-row" data-track={track.kind}>
      <div className="timeline-track-head">{t(`timeline.track_${track.kind}`)}</div>
      <div
        className="timeline-lane"
        role="listbox"
        aria-label={t(`timeline.track_${track.kind}`)}
        data-testid={`timeline-lane-${track.kind}`}
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
      >
        {track.clips.map((clip) => {
          const name = assets.get(clip.assetKey)?.name ?? clip.assetKey.split('/').at(-1) ?? ''
          return (
            <div
              key={clip.id}
              className={`timeline-clip timeline-clip-${track.kind}`}
              aria-selected={selection === clip.id}
              role="option"
              tabIndex={0}
              aria-label={t('timeline.clip', {
                name,
                start: seconds(clip.startMs),
                end: seconds(clipEnd(clip)),
              })}
              data-testid="timeline-clip"
              data-clip={clip.id}
              style={{
                left: (clip.startMs / 1000) * pps,
                width: ((clip.outMs - clip.inMs) / 1000) * pps,
              }}
              onPointerDown={(event) => drag(event, clip.id, 'move')}
            >
              <span
                className="timeline-handle timeline-handle-start"
                title={t('timeline.trimStart')}
                data-testid="trim-start"
                onPointerDown={(event) => drag(event, clip.id, 'start')}
              />
              <span className="timeline-clip-name">{name}</span>
              <span
                className="timeline-handle timeline-handle-end"
                title={t('timeline.trimEnd')}
                data-testid="trim-end"
                onPointerDown={(event) => drag(event, clip.id, 'end')}
              />
            </div>
          )
        })}
      </div>
    </div>
  )
})

const LayerRow = memo(function LayerRow({ store }: { store: StoreApi<TimelineStore> }) {
  const { t } = useTranslation('studio')
  const layers = useStore(store, (s) => s.doc.layers)
  const pps = useStore(store, (s) => s.pxPerSecond)
  const selection = useStore(store, (s) => s.selection)
  return (
    <div className="timeline-row" data-track="layers">
      <div className="timeline-track-head">{t('timeline.layers')}</div>
      <div className="timeline-lane">
        {layers.map((layer) => (
          <button
            type="button"
            key={layer.id}
            className="timeline-clip timeline-clip-layer"
            aria-pressed={selection === layer.id}
            style={{
              left: (layer.startMs / 1000) * pps,
              width: ((layer.endMs - layer.startMs) / 1000) * pps,
            }}
            onClick={() => store.getState().select(layer.id)}
          >
            <span className="timeline-clip-name">
              {layer.kind === 'text' ? layer.text : layer.assetKey.split('/').at(-1)}
            </span>
          </button>
        ))}
      </div>
    </div>
  )
})
