import type { CardArtwork } from '../../engine/cards'
import { hasTransparency, portraitEncoding, portraitSize } from './portrait-image'

/**
 * Draws a card's artwork at portrait size on a canvas and encodes it (JPEG, or PNG when
 * transparent); null when the picture is too small to be artwork. Re-encoding also leaves
 * the card's text chunks behind: the stored portrait is a picture, not a second card.
 */
export async function downscaleArtwork(artwork: CardArtwork): Promise<Blob | null> {
  const source = new Blob([artwork.bytes as Uint8Array<ArrayBuffer>], { type: artwork.type })
  const bitmap = await createImageBitmap(source)
  try {
    const size = portraitSize(bitmap.width, bitmap.height)
    if (!size) return null
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('downscaleArtwork: the browser gave no 2D canvas.')
    context.imageSmoothingEnabled = true
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const pixels = context.getImageData(0, 0, size.width, size.height).data
    const encoding = portraitEncoding(hasTransparency(pixels))
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) =>
          blob
            ? resolve(blob)
            : reject(new Error('downscaleArtwork: the picture was not encoded.')),
        encoding.type,
        encoding.type === 'image/jpeg' ? encoding.quality : undefined,
      ),
    )
  } finally {
    bitmap.close()
  }
}
