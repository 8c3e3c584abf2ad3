import type { RouteCase } from '../../support/authorization-matrix'

/** The admin area's content pages' routes in the role × route matrix. */
export const adminContentMatrix: RouteCase[] = []
