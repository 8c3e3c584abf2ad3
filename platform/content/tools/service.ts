/** The content admin tools: content data, resending a publish notification, the hashtag index. */
import { contentData, searchContents } from './content-data'
import { hashtagTotals, listHashtags, refreshHashtags } from './hashtags'
import type { ContentToolsDeps } from './ports'
import { resendNotification } from './resend'

export function createToolsService(deps: ContentToolsDeps) {
  return {
    searchContents: (input: { q?: string | undefined; before?: string | undefined }) =>
      searchContents(deps, input),
    contentData: (contentOid: string) => contentData(deps, contentOid),
    resendNotification: (input: { contentOid: string; requestId: string; adminOid: string }) =>
      resendNotification(deps, input),
    hashtags: (input: { q?: string | undefined; after?: string | undefined }) =>
      listHashtags(deps.db, input),
    hashtagTotals: () => hashtagTotals(deps.db),
    refreshHashtags: () => refreshHashtags(deps),
  }
}

export type ToolsService = ReturnType<typeof createToolsService>
