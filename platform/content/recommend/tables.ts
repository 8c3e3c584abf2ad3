/** Tables of the content area's recommend capability (see migrations.ts beside it). */
// biome-ignore lint/complexity/noBannedTypes: filled as the capability gains tables
export type RecommendTables = {}
