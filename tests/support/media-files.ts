/**
 * Small real media files for tests: a PNG of any size and colour (a valid file: signature,
 * IHDR, IDAT, IEND with their CRCs) and the first box of an MP4, so sniffing judges them
 * by their bytes as the product does.
 */
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A `width` × `height` PNG filled with one colour, a lighter band across its middle. */
export function pngBytes(
  width: number,
  height: number,
  rgb: [number, number, number],
): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const band = Math.abs(y - height / 2) < height / 8 ? 60 : 0
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3
      rows[at] = Math.min(255, rgb[0] + band)
      rows[at + 1] = Math.min(255, rgb[1] + band)
      rows[at + 2] = Math.min(255, rgb[2] + band)
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array()),
    ]),
  )
}

/** The start of an MP4: an `ftyp` box, then padding (enough for the sniffing, not to play). */
export function mp4Bytes(): Uint8Array<ArrayBuffer> {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'ascii'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom', 'ascii'),
  ])
  return new Uint8Array(Buffer.concat([ftyp, Buffer.alloc(64)]))
}
