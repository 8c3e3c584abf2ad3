import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's live pages' routes with their real field names. */
export const adminLiveFuzz: FuzzRoute[] = []
