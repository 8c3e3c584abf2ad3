/**
 * Every call the spec's three documents list in their §7, one entry per method, copied here
 * so the census (`spec-calls.http.test.ts`) needs nothing outside the repository.
 *
 * How the list was read:
 * - A line naming several methods or paths gives one entry per method and path.
 * - Documents 1 and 2 write paths from the API's root (`/content/…`, `/live/…`): the product
 *   mounts them under `/api` as written. Document 3 writes paths relative to a service
 *   (`/account`, `/payment`, `/coinevent`, `/story-chat`; direct chat and the asset service
 *   without a base): `mounted` says where the product answers them, under `/api`.
 * - A call the spec names without its method or its path (the platform links' "auth, set and
 *   delete", inventory items, personas, the story-chat admin lists, the public CDN reads)
 *   takes the product's and says so in `inferred`.
 * - Not entries: calls with neither a path nor a verb ("various /admin/*", account-side
 *   calls "whose paths are not shown", the upload client's operations, the asset service's
 *   "generic POST to a given path", parts PUT to signed URLs), and document 3's repeat of
 *   document 2's three emoticon calls.
 */

export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface SpecCall {
  /** The spec document that lists the call (1 catalogue, 2 live and studio, 3 accounts…). */
  doc: 1 | 2 | 3
  method: SpecMethod
  /** The path as the spec writes it, with its own parameters (`{id}`). */
  spec: string
  /** Where the product answers it under `/api`, when that is not `spec` itself. */
  mounted?: string
  /** What the spec leaves out and this entry takes from the product. */
  inferred?: string
}

/** The path the call is sent to: `/api` and the mounted path, parameters still `{…}`. */
export function mountedPath(call: SpecCall): string {
  return `/api${call.mounted ?? call.spec}`
}
