import type { StoryMetadata } from '../../engine/canvas'
import { exportCardJson } from '../../engine/cards'
import type { CanvasDocument } from '../api/stories-api'

/** A safe file name from the story title. */
export function cardFileName(title: string, extension: 'png' | 'json'): string {
  const base =
    title
      .trim()
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .slice(0, 60) || 'story'
  return `${base}.card-v3.${extension}`
}

/** The canvas as a V3 card in JSON (the PNG is `exportCardPngFile`). */
export function cardJsonBlob(document: CanvasDocument, metadata: StoryMetadata): Blob {
  const canvas = { version: 0, ...document }
  return new Blob([JSON.stringify(exportCardJson(canvas, metadata), null, 2)], {
    type: 'application/json',
  })
}

/** Card PNG bytes as a downloadable file. */
export function cardPngBlob(bytes: Uint8Array): Blob {
  return new Blob([bytes.slice().buffer as ArrayBuffer], { type: 'image/png' })
}

/** Starts a browser download of `blob`. */
export function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
