import type { HttpMethod, QueryValue } from './build-request'
import type { ApiClient } from './client'
import type { RoutesOf } from './routes'

/** The input may be left out when the route needs none (or only optional fields). */
type InputArguments<Entry> = Entry extends { request: infer Request }
  ? // biome-ignore lint/complexity/noBannedTypes: `{}` is what "nothing required" means here
    {} extends Request
    ? [input?: Request]
    : [input: Request]
  : never

type Call<Routes> = <Path extends keyof Routes & string>(
  path: Path,
  ...input: InputArguments<Routes[Path]>
) => Promise<Routes[Path] extends { response: infer Response } ? Response : never>

/** One call per method over the route map (`web/api/routes.ts`). */
export interface TypedApi {
  get: Call<RoutesOf<'GET'>>
  post: Call<RoutesOf<'POST'>>
  put: Call<RoutesOf<'PUT'>>
  delete: Call<RoutesOf<'DELETE'>>
}

/**
 * The typed client: `api.get('/content/channel', { oid })` sends `GET /api/content/channel`
 * and answers the contract's `PublicChannelView`. Path parameters (`:oid`) are taken from
 * the input by name; the rest is the query (GET) or the JSON body.
 */
export function createTypedApi(client: ApiClient): TypedApi {
  const call =
    (method: HttpMethod) =>
    (path: string, input?: unknown): Promise<never> => {
      const { url, rest } = fillPath(path, { ...(input as object) })
      if (input === undefined) return client.request(method, url)
      return method === 'GET'
        ? client.request(method, url, { query: rest as Record<string, QueryValue> })
        : client.request(method, url, { body: rest })
    }
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') }
}

/** `/revenue/settlements/:oid` with `{ oid: 'a1' }` → `/api/revenue/settlements/a1`, `oid` taken out. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input }
  const filled = path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = rest[name]
    if (value === undefined || value === null || value === '')
      throw new Error(`createTypedApi: ${path} needs its "${name}"`)
    delete rest[name]
    return encodeURIComponent(String(value))
  })
  return { url: `/api${filled}`, rest }
}
