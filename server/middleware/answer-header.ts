import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'

/**
 * Sets a header on the answer. Over a socket it goes straight onto Node's response, where
 * the header a route sends itself still wins (`writeHead` merges over it), and the route's
 * Response keeps plain headers instead of a `Headers` object that every answer would pay to
 * build and walk (docs/PERFORMANCE.md). In-process requests (`app.request`) use `c.header`.
 */
export function answerHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent)
    outgoing.setHeader(name, value)
  else c.header(name, value)
}

/** Whether `answerHeader` sends its headers with Node's response rather than the route's. */
export function answersOverSocket(c: Context): boolean {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  return outgoing !== undefined && typeof outgoing.setHeader === 'function'
}
