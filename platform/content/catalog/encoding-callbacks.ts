/**
 * The encoder's reports: a content is `encoding` from when the encoder takes its files until
 * its renditions are stored (it goes where it was headed) or the encoding fails.
 */
import { sql } from 'kysely'
import type { ContentRow } from './access'
import type { CatalogContext } from './context'
import { CATALOG_ERRORS } from './errors'
import { findRow, json } from './rows'
import type { ContentLanguage, ContentStatus, MediaAssets, MediaRendition } from './tables'

export interface EncodedMedia {
  renditions: MediaRendition[]
  poster?: string
  subtitles?: Partial<Record<ContentLanguage, string>>
  lengthSeconds?: number
}

/** The encoder took the content's files: it is `encoding` until markEncoded or markEncodingFailed. */
export async function markEncoding(context: CatalogContext, contentOid: string) {
  const now = context.clock.now()
  const row = await context.db
    .updateTable('contents')
    .set({
      status: 'encoding',
      status_after_encoding: sql`case when status in ('published','scheduled') then status
          when status = 'encoding' then status_after_encoding else 'inprogress' end`,
      encoding_error: null,
      updated_at: now,
    })
    .where('oid', '=', contentOid)
    .where('status', '<>', 'deleted')
    .returning(['oid', 'status', 'status_after_encoding'])
    .executeTakeFirst()
  if (!row) throw CATALOG_ERRORS.notFound()
  return row
}

/** The encoder's renditions are stored and the content goes where it was headed. */
export async function markEncoded(
  context: CatalogContext,
  contentOid: string,
  media: EncodedMedia,
) {
  const now = context.clock.now()
  return context.db.transaction().execute(async (trx) => {
    const row = await findRow(trx, contentOid, true)
    if (!row || row.status === 'deleted') throw CATALOG_ERRORS.notFound()
    const plan = encodedPlan(row, media, now)
    return trx
      .updateTable('contents')
      .set({
        media_assets: json(plan.assets),
        media: plan.media,
        status: plan.status,
        status_after_encoding: null,
        encoding_error: null,
        ...(plan.lengthSeconds !== undefined ? { length_seconds: plan.lengthSeconds } : {}),
        published_at: plan.publishedAt,
        updated_at: now,
      })
      .where('oid', '=', row.oid)
      .returning(['oid', 'status'])
      .executeTakeFirstOrThrow()
  })
}

/**
 * What a finished encoding makes of the row: the renditions (and poster, subtitles) in its
 * media, the status it was headed for (published when a schedule passed meanwhile).
 */
export function encodedPlan(
  row: ContentRow,
  media: EncodedMedia,
  now: Date,
): {
  assets: MediaAssets
  media: ContentRow['media']
  status: ContentStatus
  lengthSeconds?: number
  publishedAt: Date | null
} {
  const assets: MediaAssets = {
    ...row.media_assets,
    renditions: media.renditions,
    ...(media.poster ? { poster: media.poster } : {}),
    ...(media.subtitles
      ? { subtitles: { ...row.media_assets.subtitles, ...media.subtitles } }
      : {}),
  }
  let status: ContentStatus = row.status
  if (row.status === 'encoding') {
    status = row.status_after_encoding ?? 'inprogress'
    if (
      status === 'scheduled' &&
      row.scheduled_at &&
      new Date(row.scheduled_at).getTime() <= now.getTime()
    )
      status = 'published'
  }
  // A content made without a file (a RealPlay timeline's render) is a video once it has one.
  const madeVideo = media.renditions.some((each) => each.kind === 'hls')
  return {
    assets,
    media: row.media === 'none' && madeVideo ? 'video' : row.media,
    status,
    ...(media.lengthSeconds !== undefined
      ? { lengthSeconds: Math.max(0, Math.round(media.lengthSeconds)) }
      : {}),
    publishedAt:
      status === 'published' ? (row.published_at ?? row.scheduled_at ?? now) : row.published_at,
  }
}

/** The encoding failed: the content waits in progress with the reason for its owner. */
export async function markEncodingFailed(
  context: CatalogContext,
  contentOid: string,
  reason: string,
) {
  const now = context.clock.now()
  const row = await context.db
    .updateTable('contents')
    .set({
      status: sql`case when status = 'encoding' then 'inprogress' else status end`,
      status_after_encoding: null,
      encoding_error: reason.slice(0, 500),
      updated_at: now,
    })
    .where('oid', '=', contentOid)
    .where('status', '<>', 'deleted')
    .returning(['oid', 'status'])
    .executeTakeFirst()
  if (!row) throw CATALOG_ERRORS.notFound()
  return row
}
