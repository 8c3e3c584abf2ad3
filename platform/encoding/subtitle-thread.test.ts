/**
 * Subtitle files are read on a worker thread of their own, never on the caller's: the
 * parser is mocked here to throw on this thread, and conversions still succeed. A
 * conversion past its time limit (an injected deadline, so no test waits on a clock) fails
 * with a sentence for the creator and the next one runs on a fresh thread.
 */
import { describe, expect, it, vi } from 'vitest'
import { SubtitleError } from './srt'
import { createSubtitleThread, SUBTITLE_TOO_SLOW } from './subtitle-thread'

vi.mock('./srt', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./srt')>()
  const onThisThread = () => {
    throw new Error('a subtitle was parsed on the calling thread')
  }
  return { ...actual, parseSrt: onThisThread, srtToVtt: onThisThread, cuesToVtt: onThisThread }
})

// Threads started, for the test that a thread is kept between files.
const threads = vi.hoisted(() => ({ started: 0 }))
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>()
  class CountedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args)
      threads.started += 1
    }
  }
  return { ...actual, Worker: CountedWorker }
})

const encode = (text: string) => new TextEncoder().encode(text)
const CUE = '1\r\n00:00:01,000 --> 00:00:02,500\r\n<font color="red">안녕</font>\r\n'

describe('subtitle thread', () => {
  it('converts SRT bytes to WebVTT on another thread, a hostile megabyte included', async () => {
    const thread = createSubtitleThread()
    expect(await thread.convert(encode(`\uFEFF${CUE}`))).toEqual({
      vtt: 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\n안녕\n',
      cues: 1,
    })
    const hostile = await thread.convert(
      encode('\f\n'.repeat(300_000) + CUE + '\f\n'.repeat(300_000)),
    )
    expect(hostile.cues).toBe(1)
    await expect(thread.convert(encode('no cues here\n'))).rejects.toThrow(
      new SubtitleError('The subtitle file has no readable SRT cues'),
    )
  })

  it('checks an upload: UTF-8 text with a readable cue, nothing else', async () => {
    const thread = createSubtitleThread()
    expect(await thread.check(encode(CUE))).toBe(true)
    expect(await thread.check(encode('\f\n'.repeat(100_000) + CUE))).toBe(true)
    expect(await thread.check(new Uint8Array([0xff, 0xfe, 0]))).toBe(false)
    expect(await thread.check(encode(`${CUE}\u0000`))).toBe(false)
    expect(await thread.check(encode('just some words\n'))).toBe(false)
  })

  it('stops a conversion at its time limit, and the next one runs on a fresh thread', async () => {
    const deadlines: Array<{ stopped: boolean }> = []
    const thread = createSubtitleThread({
      deadline: (onExpire) => {
        const entry = { stopped: false }
        deadlines.push(entry)
        // The first file's limit runs out at once: a microtask, so before the thread's
        // reply (a message event) can arrive, however fast the machine.
        if (deadlines.length === 1) queueMicrotask(onExpire)
        return () => {
          entry.stopped = true
        }
      },
    })
    await expect(thread.convert(encode(CUE))).rejects.toThrow(new SubtitleError(SUBTITLE_TOO_SLOW))
    await expect(thread.check(encode(CUE))).resolves.toBe(true)
    // One limit per file, counted from when the thread took it; a finished file stops its own.
    expect(deadlines).toHaveLength(2)
    expect(deadlines[1]?.stopped).toBe(true)
  })

  it('takes files one at a time, each answered with its own reply', async () => {
    const thread = createSubtitleThread()
    const files = ['A', 'B', 'C', 'D'].map((word, index) =>
      encode(`${index + 1}\n00:00:0${index},000 --> 00:00:0${index + 1},000\n${word}\n`),
    )
    const replies = await Promise.all([
      ...files.map((bytes) => thread.convert(bytes)),
      thread.check(encode('no cue')),
    ])
    expect(
      replies.map((reply) => (typeof reply === 'boolean' ? reply : reply.vtt.split('\n')[4])),
    ).toEqual(['A', 'B', 'C', 'D', false])
  })

  it('keeps one thread for file after file (docs/PERFORMANCE.md)', async () => {
    const thread = createSubtitleThread()
    threads.started = 0
    for (const word of ['A', 'B', 'C']) {
      const converted = await thread.convert(encode(`1\n00:00:01,000 --> 00:00:02,000\n${word}\n`))
      expect(converted.cues).toBe(1)
    }
    expect(threads.started).toBe(1)
  })

  it('stops when its job is stopped', async () => {
    const thread = createSubtitleThread()
    const controller = new AbortController()
    const running = thread.convert(encode(CUE), controller.signal)
    controller.abort()
    await expect(running).rejects.toMatchObject({ name: 'AbortError' })
  })
})
