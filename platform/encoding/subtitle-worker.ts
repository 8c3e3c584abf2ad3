/** The subtitle thread's code (subtitle-thread.ts): one reply for each request, in order. */
import { parentPort } from 'node:worker_threads'
import { readSubtitleBytes, type SubtitleRequest } from './subtitle-bytes'

parentPort?.on('message', (message: { id: number; request: SubtitleRequest }) => {
  parentPort?.postMessage({ id: message.id, reply: readSubtitleBytes(message.request) })
})
