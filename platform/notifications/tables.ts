/** Tables owned by the notifications area (see migrations.ts). */
// biome-ignore lint/complexity/noBannedTypes: filled as the area gains tables
export type NotificationsTables = {}
