import type { FuzzRoute } from '../../support/fuzz'

/** The admin area's story chat pages' routes with their real field names. */
export const adminStoryChatFuzz: FuzzRoute[] = []
