import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { threadMd5 } from './hash-thread'

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex')

/** Feeds `bytes` in chunks of `size`, waiting whenever the stream asks to. */
async function hashInChunks(bytes: Uint8Array, size: number): Promise<string> {
  const hash = threadMd5()
  for (let offset = 0; offset < bytes.length; offset += size) {
    await hash.update(bytes.subarray(offset, offset + size))
  }
  return hash.digest()
}

describe('MD5 on a hashing thread', () => {
  it('matches the MD5 of the same bytes, whatever the chunks and however many streams at once', async () => {
    const bytes = randomBytes(9 * 1024 * 1024 + 12_345)
    const expected = md5(bytes)
    // Socket-sized chunks, odd sizes across slot boundaries, and one chunk larger than the ring.
    const sizes = [64 * 1024, 1000, 777_777, 1024 * 1024, bytes.length]
    const digests = await Promise.all(sizes.map((size) => hashInChunks(bytes, size)))
    expect(digests).toEqual(sizes.map(() => expected))
  })

  it('answers the MD5 of nothing, and starts afresh after a dropped stream', async () => {
    expect(await threadMd5().digest()).toBe(md5(new Uint8Array()))
    const dropped = threadMd5()
    await dropped.update(randomBytes(3 * 1024 * 1024))
    dropped.drop()
    const bytes = randomBytes(2 * 1024 * 1024)
    expect(await hashInChunks(bytes, 65_536)).toBe(md5(bytes))
  })

  it('holds a stream back once its ring is full, until the thread frees a slot', async () => {
    const hash = threadMd5()
    const bytes = randomBytes(1024 * 1024)
    // Four slots of 1 MB: the first three megabytes go straight in; some later one must wait.
    const held: boolean[] = []
    for (let megabyte = 0; megabyte < 8; megabyte += 1) {
      const wait = hash.update(bytes)
      held.push(wait !== undefined)
      await wait
    }
    expect(held.slice(0, 3)).toEqual([false, false, false])
    expect(held).toContain(true)
    expect(await hash.digest()).toBe(md5(Buffer.concat(Array.from({ length: 8 }, () => bytes))))
  })
})
