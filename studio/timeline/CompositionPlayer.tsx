/**
 * The preview: the timeline played from its source uploads — one hidden media element per
 * upload, seeked to where each active clip is in its source and drawn onto a canvas with
 * the clip's fades, then the layers over it. Paused, every playhead move seeks to the
 * middle of its frame, so scrubbing shows the frame the render will have
 * (docs/TIMELINE.md, "Preview": why media elements and not WebCodecs).
 */
import { useEffect, useRef } from 'react'
import type { StoreApi } from 'zustand/vanilla'
import type { TimelineAsset } from '../../platform/encoding/timelines/contract'
import { activeAt, layersAt, syncSource } from './composition'
import { durationMs } from './model'
import type { TimelineStore } from './store'

type Source = HTMLVideoElement | HTMLAudioElement | HTMLImageElement

function elementFor(asset: TimelineAsset, url: string): Source {
  if (asset.kind === 'image') {
    const image = new Image()
    image.src = url
    return image
  }
  const media = document.createElement(asset.kind === 'video' ? 'video' : 'audio')
  media.preload = 'auto'
  media.crossOrigin = 'anonymous'
  media.src = url
  if (media instanceof HTMLVideoElement) media.playsInline = true
  return media
}

function drawFitted(
  context: CanvasRenderingContext2D,
  source: CanvasImageSource,
  w: number,
  h: number,
  sw: number,
  sh: number,
) {
  if (!sw || !sh) return
  const scale = Math.min(w / sw, h / sh)
  const dw = sw * scale
  const dh = sh * scale
  context.drawImage(source, (w - dw) / 2, (h - dh) / 2, dw, dh)
}

export function CompositionPlayer({
  store,
  addresses,
  label,
}: {
  store: StoreApi<TimelineStore>
  addresses: ReadonlyMap<string, string>
  label: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const sources = useRef(new Map<string, Source>())

  useEffect(() => {
    let frame = 0
    let last = performance.now()
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick)
      const state = store.getState()
      const elapsed = now - last
      last = now
      if (state.playing) {
        const next = state.playheadMs + elapsed
        if (next >= durationMs(state.doc)) store.getState().setPlaying(false)
        else store.setState({ playheadMs: next })
      }
      draw()
    }
    const draw = () => {
      const element = canvas.current
      const context = element?.getContext('2d')
      if (!element || !context) return
      const state = store.getState()
      const { width, height, fps } = state.doc.frame
      if (element.width !== width || element.height !== height) {
        element.width = width
        element.height = height
      }
      context.globalAlpha = 1
      context.fillStyle = '#000'
      context.fillRect(0, 0, width, height)
      const active = activeAt(state.doc, state.playheadMs)
      const sounding = new Set<Source>()
      for (const { track, clip, sourceMs, fade } of active) {
        const asset = state.assets.get(clip.assetKey)
        const url = addresses.get(clip.assetKey)
        if (!asset || !url) continue
        let source = sources.current.get(clip.assetKey)
        if (!source) {
          source = elementFor(asset, url)
          sources.current.set(clip.assetKey, source)
        }
        if (source instanceof HTMLImageElement) {
          if (track.kind !== 'audio' && source.complete) {
            context.globalAlpha = fade
            drawFitted(context, source, width, height, source.naturalWidth, source.naturalHeight)
          }
          continue
        }
        // Seek to the middle of the frame: a seek to its start may show the one before.
        const wanted = sourceMs + 500 / fps
        const sync = syncSource(source.currentTime * 1000, wanted, fps, state.playing)
        if (sync.seekToMs !== null) source.currentTime = sync.seekToMs / 1000
        if (source.playbackRate !== sync.rate) source.playbackRate = sync.rate
        const audible = track.kind !== 'image' && !track.muted && state.playing
        if (audible) {
          sounding.add(source)
          source.volume = Math.min(1, clip.volume * fade)
        }
        if (state.playing && source.paused) void source.play().catch(() => {})
        if (
          track.kind !== 'audio' &&
          source instanceof HTMLVideoElement &&
          source.readyState >= 2
        ) {
          context.globalAlpha = fade
          drawFitted(context, source, width, height, source.videoWidth, source.videoHeight)
        }
      }
      for (const source of sources.current.values())
        if (!(source instanceof HTMLImageElement)) {
          if (!sounding.has(source)) source.muted = true
          else source.muted = false
          if (
            (!state.playing ||
              !active.some((a) => sources.current.get(a.clip.assetKey) === source)) &&
            !source.paused
          )
            source.pause()
        }
      for (const layer of layersAt(state.doc, state.playheadMs)) {
        context.globalAlpha = layer.opacity
        if (layer.kind === 'text') {
          context.fillStyle = layer.color
          context.textBaseline = 'top'
          context.font = `${Math.max(8, Math.round(layer.height * 0.75))}px "Noto Sans CJK KR", "Noto Sans", sans-serif`
          context.fillText(layer.text, layer.x, layer.y, layer.width)
        } else {
          const image = sources.current.get(layer.assetKey)
          const url = addresses.get(layer.assetKey)
          const asset = state.assets.get(layer.assetKey)
          if (!image && url && asset) sources.current.set(layer.assetKey, elementFor(asset, url))
          if (image instanceof HTMLImageElement && image.complete)
            context.drawImage(image, layer.x, layer.y, layer.width, layer.height)
        }
      }
      context.globalAlpha = 1
      // What the preview has loaded, for tests and for a look in the inspector.
      element.dataset.addresses = String(addresses.size)
      element.dataset.ready = String(
        [...sources.current.values()].filter((each) =>
          each instanceof HTMLImageElement ? each.complete : each.readyState >= 2,
        ).length,
      )
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      for (const source of sources.current.values())
        if (!(source instanceof HTMLImageElement)) source.pause()
    }
  }, [store, addresses])

  return (
    <canvas
      ref={canvas}
      className="timeline-preview"
      aria-label={label}
      data-testid="timeline-preview"
    />
  )
}
