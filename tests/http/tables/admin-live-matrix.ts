import type { RouteCase } from '../../support/authorization-matrix'

/** The admin area's live pages' routes in the role × route matrix. */
export const adminLiveMatrix: RouteCase[] = []
