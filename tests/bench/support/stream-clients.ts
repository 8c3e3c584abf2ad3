/**
 * Many browsers at once, in their own process: opens every turn of the job file given in
 * argv[2] at the same moment over raw HTTP (no socket cap), reads each SSE stream to its
 * end and writes the per-stream results as JSON to argv[3] (a file: a large stdout pipe
 * may be cut short at exit). The server's process then measures only the server.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'

export interface StreamJob {
  url: string
  timeoutMs: number
  streams: Array<{ roomOid: string; token: string; message: string }>
}

export interface StreamResult {
  status: number
  /** ms from this stream's request to its first SSE byte; -1 when none came. */
  firstByte: number
  total: number
  ended: boolean
  error?: string
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as StreamJob
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
const target = new URL(job.url)
// Streams past their first byte and not yet ended: how many were really live at once.
let streaming = 0
let peakStreaming = 0

function one(stream: StreamJob['streams'][number]): Promise<StreamResult> {
  return new Promise((resolve) => {
    const started = performance.now()
    const body = JSON.stringify({ message: stream.message })
    let firstByte = -1
    let tail = ''
    // The end event carries the whole reply (longer than the tail), so it is seen in passing.
    let sawEnd = false
    let settled = false
    const finish = (result: Omit<StreamResult, 'total' | 'firstByte'>) => {
      if (settled) return
      settled = true
      if (firstByte >= 0) streaming -= 1
      resolve({ ...result, firstByte, total: performance.now() - started })
    }
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: `/api/story-chat/chat-room/${stream.roomOid}/message`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${stream.token}`,
        },
        timeout: job.timeoutMs,
      },
      (response) => {
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          if (firstByte < 0) {
            firstByte = performance.now() - started
            streaming += 1
            peakStreaming = Math.max(peakStreaming, streaming)
          }
          sawEnd ||= (tail.slice(-32) + chunk).includes('event: message-end\n')
          // Only the end of the stream matters: keep a little for the failure report.
          tail = (tail + chunk).slice(-4096)
        })
        response.on('end', () =>
          finish({
            status: response.statusCode ?? 0,
            ended: sawEnd,
            ...(sawEnd ? {} : { error: tail.slice(-300) }),
          }),
        )
        response.on('error', (error) =>
          finish({ status: response.statusCode ?? 0, ended: false, error: error.message }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => finish({ status: 0, ended: false, error: error.message }))
    req.end(body)
  })
}

const results = await Promise.all(job.streams.map(one))
writeFileSync(process.argv[3]!, JSON.stringify({ peakStreaming, results }))
process.exit(0)
