import type { HttpMethod, QueryValue } from './build-request'
import type { ApiClient } from './client'
import type { FileRoutes, RoutesOf } from './routes'
import type { SendFileOptions } from './send-file'

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

/** A file route: its query (path parameters included), then the file as the raw body. */
type Upload<Routes> = <Path extends keyof Routes & string>(
  path: Path,
  input: Routes[Path] extends { request: infer Request } ? Request : never,
  file: Blob,
  options?: SendFileOptions,
) => Promise<Routes[Path] extends { response: infer Response } ? Response : never>

/** One call per method over the route map (`web/api/routes.ts`), and one for file uploads. */
export interface TypedApi {
  get: Call<RoutesOf<'GET'>>
  post: Call<RoutesOf<'POST'>>
  put: Call<RoutesOf<'PUT'>>
  delete: Call<RoutesOf<'DELETE'>>
  upload: Upload<FileRoutes>
}

/**
 * The typed client: `api.get('/content/channel', { oid })` sends `GET /api/content/channel`
 * and answers the contract's `PublicChannelView`. Path parameters (`:oid`) are taken from
 * the input by name; the rest is the query (GET) or the JSON body. A file route
 * (`api.upload('/emoticon/upload', { creatorOid, name }, file)`) sends the input as the
 * query and the file as the body.
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
  const upload = (
    path: string,
    input: unknown,
    file: Blob,
    options?: SendFileOptions,
  ): Promise<never> => {
    const { url, rest } = fillPath(path, { ...(input as object) })
    return client.upload(url, file, { ...options, query: rest as Record<string, QueryValue> })
  }
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    upload,
  }
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
