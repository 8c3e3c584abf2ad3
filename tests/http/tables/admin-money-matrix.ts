import type { RouteCase } from '../../support/authorization-matrix'

/** The admin area's money pages' routes in the role × route matrix. */
export const adminMoneyMatrix: RouteCase[] = []
