import type { AreaMount } from '../../platform/http'

/** A route as the server answers it: `GET /api/account/getuser`. */
function routeKey(method: string, prefix: string, path: string): string {
  const full = `/api${prefix}${path === '/' ? '' : path}`.replace(/\/:[^/]+/g, '/:param')
  return `${method} ${full}`
}

/**
 * Routes that more than one mount answers, by method and path; path parameters match
 * whatever their names. Within a mount a route may repeat (one entry per handler of a
 * route with its own middleware), and middleware (`use`, method ALL) is no route.
 */
export function duplicateRoutes(mounts: readonly AreaMount[]): string[] {
  const seen = new Set<string>()
  const duplicates = new Set<string>()
  for (const mount of mounts) {
    const own = new Set(
      mount.routes.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => routeKey(route.method, mount.prefix, route.path)),
    )
    for (const key of own) {
      if (seen.has(key)) duplicates.add(key)
      seen.add(key)
    }
  }
  return [...duplicates]
}

/**
 * The areas' mounts in the order they are routed. A route answered by two areas would be
 * settled by that order alone, so the list refuses one.
 */
export function mountList(mounts: readonly AreaMount[]): AreaMount[] {
  const duplicates = duplicateRoutes(mounts)
  if (duplicates.length > 0)
    throw new Error(
      `createServerContext: routes mounted twice: ${duplicates.join(', ')}; keep each in one area`,
    )
  return [...mounts]
}
