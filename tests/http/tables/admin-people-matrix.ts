import type { RouteCase } from '../../support/authorization-matrix'

/** The admin area's people pages' routes in the role × route matrix. */
export const adminPeopleMatrix: RouteCase[] = []
