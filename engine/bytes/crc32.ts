const TABLE = new Uint32Array(256)
for (let index = 0; index < 256; index++) {
  let value = index
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  TABLE[index] = value >>> 0
}

/** CRC-32 (ISO 3309, as PNG uses) over one or more byte arrays in sequence. */
export function crc32(...parts: Uint8Array[]): number {
  let crc = 0xffffffff
  for (const part of parts) {
    for (const byte of part) crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}
