import type { RouteCase } from '../../support/authorization-matrix'

/** The admin area's story chat pages' routes in the role × route matrix. */
export const adminStoryChatMatrix: RouteCase[] = []
