/** What a joined file must pass before it is ready: its image's type and size, an SRT's cues. */
import type { Readable } from 'node:stream'
import { type AppError, badRequest } from '../http'
import { sizeLimit } from './errors'
import { IMAGE_HEADER_BYTES, type ImageHeader, readImageHeader } from './image-check'
import type { AssetRow, UploadsContext } from './ports'
import { type ContextRule, type FileType, isImageType, type UploadContext } from './rules'

/** The refusal an image's header earns under its context's rule, or null when it passes. */
export function imageRefusal(
  header: ImageHeader,
  image: NonNullable<ContextRule['image']>,
): AppError | null {
  if (!header.ok) return badRequest('IMAGE_TYPE_INVALID', 'image type invalid')
  const tooWide = header.width > image.maxWidth
  const tooTall = image.maxHeight !== null && header.height > image.maxHeight
  if (!tooWide && !tooTall) return null
  return badRequest('IMAGE_SIZE_LIMIT', 'image size limit', {
    width: header.width,
    height: header.height,
    maxWidth: image.maxWidth,
    maxHeight: image.maxHeight,
  })
}

/** An image context's file is judged by its bytes' header, not by the type it was sent as. */
export async function checkImage(
  context: UploadsContext,
  asset: AssetRow,
  rule: ContextRule,
  size: number,
) {
  if (!rule.image || !isImageType(asset.filetype as FileType)) return
  const read = await context.store.get(asset.store_key, { start: 0, end: IMAGE_HEADER_BYTES - 1 })
  const bytes = read ? await readAll(read.body, IMAGE_HEADER_BYTES) : new Uint8Array()
  const refusal = imageRefusal(readImageHeader(bytes), rule.image)
  if (refusal) throw refusal
  if (size > rule.maxBytes) throw sizeLimit(asset.context as UploadContext)
}

const QUICKTIME_ATOMS = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']

/** Whether a file's first bytes are an MP4 (an `ftyp` box first) or a QuickTime movie. */
export function isVideoHeader(bytes: Uint8Array, filetype: string): boolean {
  if (bytes.length < 8) return false
  const box = String.fromCharCode(...bytes.subarray(4, 8))
  return filetype === 'mov' ? QUICKTIME_ATOMS.includes(box) : box === 'ftyp'
}

/** A direct-chat video is judged by its bytes too: a picture or a script renamed .mp4 is refused. */
export async function checkVideo(context: UploadsContext, asset: AssetRow) {
  if (asset.filetype !== 'mp4' && asset.filetype !== 'mov') return
  const read = await context.store.get(asset.store_key, { start: 0, end: 15 })
  const bytes = read ? await readAll(read.body, 16) : new Uint8Array()
  if (!isVideoHeader(bytes, asset.filetype))
    throw badRequest('VIDEO_TYPE_INVALID', 'The file is not an mp4 or mov video.')
}

/** An SRT is judged at the join, so the form says at once when a file is not one. */
export async function checkSubtitle(context: UploadsContext, asset: AssetRow, size: number) {
  const read = await context.store.get(asset.store_key)
  const bytes = read ? await readAll(read.body, size) : new Uint8Array()
  if (!(await context.subtitles.check(bytes)))
    throw badRequest('SUBTITLE_INVALID', 'The subtitle file has no readable SRT cues.')
}

async function readAll(body: Readable, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    chunks.push(chunk as Buffer)
    size += (chunk as Buffer).length
    if (size >= max) break
  }
  body.destroy()
  return new Uint8Array(Buffer.concat(chunks).subarray(0, max))
}
