/** A viewer's files of a content: the download and the subtitles, with signed addresses. */
import type { SessionUser } from '../../http'
import type { CatalogContext } from './context'
import type { DownloadAnswer, SubtitleAnswer } from './contract'
import { CATALOG_ERRORS } from './errors'
import type { ContentLanguage } from './tables'
import { viewableRow } from './viewing'

export async function download(
  context: CatalogContext,
  viewer: SessionUser,
  contentOid: string,
): Promise<DownloadAnswer> {
  const row = await viewableRow(context, viewer, contentOid)
  const recorded = row.media_assets.download ?? row.media_assets.sources?.[0]
  if (!recorded) throw CATALOG_ERRORS.noDownload()
  const url = context.play ? context.play(row.oid)(recorded) : recorded
  return { contentOid: row.oid, url, fileName: downloadFileName(row.title, row.oid, url) }
}

/**
 * The saved file's name: the title without characters file systems refuse (the oid when
 * nothing is left), with the address's extension.
 */
export function downloadFileName(title: string, contentOid: string, url: string): string {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(url)?.[1]?.toLowerCase()
  const base =
    [...(title || contentOid)]
      .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
      .join('')
      .replace(/ {2,}/g, ' ')
      .trim()
      .slice(0, 100) || contentOid
  return extension ? `${base}.${extension}` : base
}

export async function subtitle(
  context: CatalogContext,
  viewer: SessionUser | null,
  contentOid: string,
  lang?: ContentLanguage,
): Promise<SubtitleAnswer> {
  const row = await viewableRow(context, viewer, contentOid)
  // Recorded store addresses are not servable as they are: the viewer gets signed ones.
  const sign = context.play ? context.play(row.oid) : (address: string) => address
  const subtitles = signedSubtitles(row.media_assets.subtitles ?? {}, sign)
  return lang
    ? { contentOid: row.oid, subtitles, url: subtitles[lang] ?? null }
    : { contentOid: row.oid, subtitles }
}

/** The recorded subtitles that have an address, each signed. */
export function signedSubtitles(
  recorded: Partial<Record<ContentLanguage, string>>,
  sign: (address: string) => string,
): Partial<Record<ContentLanguage, string>> {
  return Object.fromEntries(
    Object.entries(recorded).flatMap(([language, address]) =>
      address ? [[language, sign(address)]] : [],
    ),
  ) as Partial<Record<ContentLanguage, string>>
}
