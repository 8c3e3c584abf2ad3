import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's money pages' routes with their real field names. */
export const adminMoneyFuzz: FuzzRoute[] = []
