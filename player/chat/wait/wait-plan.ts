/** What the `story` wait page does with its address (`/story?contentOid=…&start=…`). */
export type WaitPlan =
  | { kind: 'create'; contentOid: string; start: string | null }
  | { kind: 'resume' }
  | { kind: 'invalid' }

const OID = /^[0-9a-f]{24}$/

/**
 * `?contentOid=` prepares a new room of that story (at `start`, a start point id);
 * no `contentOid` resumes the player's latest room. Anything else is not a story link.
 */
export function waitPlan(search: string): WaitPlan {
  const query = new URLSearchParams(search)
  const contentOid = query.get('contentOid')
  if (contentOid === null) return { kind: 'resume' }
  if (!OID.test(contentOid)) return { kind: 'invalid' }
  const start = query.get('start')
  return { kind: 'create', contentOid, start: start ? start.slice(0, 100) : null }
}
