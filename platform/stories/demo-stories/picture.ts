/**
 * The demo stories' pictures: small PNG data URLs made here (the stories carry no binary
 * files), since a story's images may be only our assets or png/jpeg/webp/gif data URLs.
 */
import { crc32, deflateSync } from 'node:zlib'

const WIDTH = 160
const HEIGHT = 90

/** A 160×90 two-colour PNG: `background` with a lighter band placed by `label`. */
export function pictureDataUrl(label: string, background: string): string {
  const base = [1, 3, 5].map((offset) => Number.parseInt(background.slice(offset, offset + 2), 16))
  const light = base.map((channel) => Math.round(channel + (255 - channel) * 0.35))
  let seed = 0
  for (const character of label) seed = (seed * 31 + (character.codePointAt(0) ?? 0)) >>> 0
  const bandTop = 20 + (seed % 40)
  const rowBytes = WIDTH / 8
  const pixels = Buffer.alloc((1 + rowBytes) * HEIGHT)
  for (let y = bandTop; y < bandTop + 12; y++)
    pixels.fill(0xff, y * (1 + rowBytes) + 1, (y + 1) * (1 + rowBytes))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(WIDTH, 0)
  header.writeUInt32BE(HEIGHT, 4)
  header[8] = 1 // bit depth
  header[9] = 3 // colour type: palette
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from([...base, ...light])),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return `data:image/png;base64,${png.toString('base64')}`
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}
