/** Tables owned by the uploads area (see migrations.ts). */
// biome-ignore lint/complexity/noBannedTypes: filled as the area gains tables
export type UploadsTables = {}
