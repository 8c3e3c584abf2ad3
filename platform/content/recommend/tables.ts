/** Tables of the content area's recommend capability (see migrations.ts beside it). */

export interface ContentRecommendSignalsTable {
  user_oid: string
  content_oid: string
  created_at: Date
}

export interface ContentRecommendPicksTable {
  category: string
  content_oid: string
  position: number
  picked_by: string
  created_at: Date
}

export type RecommendTables = {
  content_recommend_signals: ContentRecommendSignalsTable
  content_recommend_picks: ContentRecommendPicksTable
}
