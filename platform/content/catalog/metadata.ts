/** A content's editable metadata as its managers read it back (GET /content with metadata). */
import type { ContentRow } from './access'
import type { ContentMetadata } from './contract'

export function metadataOf(row: ContentRow): ContentMetadata {
  const assets = row.media_assets
  return {
    contentType: row.content_type,
    category: row.category,
    media: row.media,
    title: row.title,
    multiLangTitle: row.multi_lang_title,
    description: row.description,
    hashtags: row.hashtags,
    language: row.language,
    thumbnail: row.thumbnail,
    isAdultContent: row.adult,
    price: row.price,
    allowBonus: row.allow_bonus,
    onlyPurchasableWithCoins: row.only_purchasable_with_coins,
    viewableTiers: row.viewable_tiers,
    viewableWithoutSub: row.viewable_without_sub,
    freeTier: row.free_tier,
    saleCountLimit: row.sale_count_limit,
    collaborators: row.collaborators,
    length: row.length_seconds,
    isPrivateContent: row.visibility === 'private',
    hideContent: row.hide_content,
    videoLayout: row.video_layout,
    ratingRequired: row.rating_required,
    scheduledAt: row.scheduled_at ? new Date(row.scheduled_at).toISOString() : null,
    mediaAssets: {
      sources: assets.sources ?? [],
      poster: assets.poster ?? null,
      subtitles: assets.subtitles ?? {},
      preview: assets.preview ?? null,
      download: assets.download ?? null,
    },
  }
}
