/**
 * What the recommendation call answers, as a type map for the typed client. Types only.
 */
import type { ContentHit } from '../search/contract'

export interface RecommendedContent extends ContentHit {
  /** Cosine similarity of user sets (0–1); null for the popularity fill. */
  score: number | null
  /** Why it is shown: alike by users, an admin pick, or popular in the same category or tags. */
  reason: 'similar' | 'pick' | 'popular'
}

export interface RecommendRoutes {
  /** Contents like one content, for its own page: alike by users first, then popular. */
  'GET /content/recommendation': {
    request: { contentOid: string; count?: number; includeAdult?: 'true' | 'false' }
    response: { contentOid: string; contents: RecommendedContent[] }
  }
}
