/** Tables owned by the encoding area (see migrations.ts). */
// biome-ignore lint/complexity/noBannedTypes: filled as the area gains tables
export type EncodingTables = {}
