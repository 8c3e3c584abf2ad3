import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's machinery pages' routes with their real field names. */
export const adminMachineryFuzz: FuzzRoute[] = []
