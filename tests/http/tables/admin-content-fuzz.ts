import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's content pages' routes with their real field names. */
export const adminContentFuzz: FuzzRoute[] = []
