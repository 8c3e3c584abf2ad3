import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's people pages' routes with their real field names. */
export const adminPeopleFuzz: FuzzRoute[] = []
