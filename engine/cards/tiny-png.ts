import { type PngChunk, writePngChunks } from './png'

/**
 * A valid 1×1 opaque PNG in the given colour, built without a compressor: the IDAT holds
 * a zlib stream with one stored (uncompressed) deflate block.
 */
export function tinyPng(red = 0x33, green = 0x44, blue = 0x55): Uint8Array {
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, 1) // width
  view.setUint32(4, 1) // height
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: truecolour
  const scanline = Uint8Array.of(0, red, green, blue) // filter byte 0 + one RGB pixel
  const zlib = new Uint8Array(2 + 5 + scanline.length + 4)
  zlib.set([0x78, 0x01, 0x01, scanline.length, 0, ~scanline.length & 0xff, 0xff])
  zlib.set(scanline, 7)
  new DataView(zlib.buffer).setUint32(7 + scanline.length, adler32(scanline))
  const chunks: PngChunk[] = [
    { type: 'IHDR', data: header },
    { type: 'IDAT', data: zlib },
    { type: 'IEND', data: new Uint8Array(0) },
  ]
  return writePngChunks(chunks)
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}
