import { base64Decode } from '../../engine/bytes'
import { parseImageDataUrl } from '../../engine/media'

/**
 * The picture at `url` drawn at its own size and encoded as PNG, the image an exported card
 * carries (a stored portrait is usually a JPEG, and a card must be a PNG).
 */
export async function portraitPng(url: string): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(await pictureBlob(url))
  try {
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('portraitPng: the browser gave no 2D canvas.')
    context.drawImage(bitmap, 0, 0)
    const png = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) =>
          blob ? resolve(blob) : reject(new Error('portraitPng: the picture was not encoded.')),
        'image/png',
      ),
    )
    return new Uint8Array(await png.arrayBuffer())
  } finally {
    bitmap.close()
  }
}

async function pictureBlob(url: string): Promise<Blob> {
  // The page may connect only to its own origin: an inline picture is decoded, not fetched.
  const inline = parseImageDataUrl(url)
  if (inline)
    return new Blob([base64Decode(inline.base64) as Uint8Array<ArrayBuffer>], { type: inline.type })
  const response = await fetch(url)
  if (!response.ok) throw new Error(`portraitPng: the portrait answered ${response.status}.`)
  return response.blob()
}
