import type { RouteCase } from '../../support/authorization-matrix'

/** The admin area's machinery pages' routes in the role × route matrix. */
export const adminMachineryMatrix: RouteCase[] = []
