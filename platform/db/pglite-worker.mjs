// The worker thread's entry (pglite-thread.ts). It is JavaScript because on Node 20 the
// loader hooks given in a worker's execArgv do not reach the worker's entry module; tsx's
// API compiles the TypeScript worker from here.
import { tsImport } from 'tsx/esm/api'

await tsImport('./pglite-worker.ts', import.meta.url)
