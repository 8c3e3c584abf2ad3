/**
 * A look at a file's first bytes before it is uploaded: a file whose container is not what
 * its name says (a document renamed .mp4) is refused at once, not after gigabytes went up
 * and the encoder failed on it.
 */
import { extensionOf } from './upload-form'

export type Container = 'mp3' | 'isobmff' | 'png' | 'jpeg'

/** How many bytes the sniff reads. */
export const SNIFF_BYTES = 4096

/** The container the bytes begin, or null when none the form takes. */
export function sniffContainer(bytes: Uint8Array): Container | null {
  const at = (index: number) => bytes[index] ?? -1
  const ascii = (from: number, length: number) =>
    String.fromCharCode(...bytes.subarray(from, from + length))
  if (at(0) === 0x89 && ascii(1, 3) === 'PNG') return 'png'
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg'
  // MP4 and QuickTime: a box size, then a box type the format begins with.
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(4, 4))) return 'isobmff'
  if (ascii(0, 3) === 'ID3') return 'mp3'
  // An MPEG audio frame header (11 sync bits, layer III); some encoders start with padding.
  for (let index = 0; index + 1 < Math.min(bytes.length, SNIFF_BYTES); index++) {
    if (at(index) === 0xff && (at(index + 1) & 0xe6) === 0xe2) return 'mp3'
    if (at(index) !== 0) break
  }
  return null
}

const EXPECTED: Record<string, Container> = {
  mp3: 'mp3',
  mp4: 'isobmff',
  mov: 'isobmff',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
}

/** Whether the bytes are the container the file's name promises. */
export function containerMatches(name: string, bytes: Uint8Array): boolean {
  const expected = EXPECTED[extensionOf(name)]
  return expected !== undefined && sniffContainer(bytes) === expected
}

/** The names of the files whose first bytes are not what their names say. */
export async function misnamedFiles(files: readonly File[]): Promise<string[]> {
  const checks = await Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
      return containerMatches(file.name, bytes) ? null : file.name
    }),
  )
  return checks.filter((name): name is string => name !== null)
}
