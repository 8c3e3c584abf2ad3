/**
 * The search page's one result list: stories (GET /story-chat/stories) and contents
 * (GET /content/search) merged into one list with one state, so the page never says
 * "nothing matches" beside results of the other kind. Pure: no React, no calls.
 */

/** The kinds of result the page merges. */
export const RESULT_KINDS = ['story', 'content'] as const
export type ResultKind = (typeof RESULT_KINDS)[number]

/** What the list shows: every kind, or one. */
export type ResultFilter = 'all' | ResultKind

/** One source's load: its items so far, whether more pages wait, and how it went. */
export interface SourceLoad<Item> {
  status: 'loading' | 'ready' | 'error'
  items: readonly Item[]
  hasMore: boolean
}

export type ResultHit<Story, Content> =
  | { kind: 'story'; key: string; item: Story }
  | { kind: 'content'; key: string; item: Content }

/** The sources' page size: both answer 20 a page. */
export const RESULT_PAGE_SIZE = 20

/**
 * Stories and contents as one list: page by page (as the sources answer them), each page's
 * stories and contents taken in turn, so neither kind is buried under a full page of the
 * other, and a further page only adds to the end (a card already shown never moves).
 */
export function mergeResults<
  Story extends { contentOid: string },
  Content extends { contentOid: string },
>(
  stories: readonly Story[],
  contents: readonly Content[],
  pageSize = RESULT_PAGE_SIZE,
): ResultHit<Story, Content>[] {
  const merged: ResultHit<Story, Content>[] = []
  const pages = Math.ceil(Math.max(stories.length, contents.length) / pageSize)
  for (let page = 0; page < pages; page += 1) {
    const storyPage = stories.slice(page * pageSize, (page + 1) * pageSize)
    const contentPage = contents.slice(page * pageSize, (page + 1) * pageSize)
    for (let index = 0; index < Math.max(storyPage.length, contentPage.length); index += 1) {
      const story = storyPage[index]
      const content = contentPage[index]
      if (story) merged.push({ kind: 'story', key: `story:${story.contentOid}`, item: story })
      if (content)
        merged.push({ kind: 'content', key: `content:${content.contentOid}`, item: content })
    }
  }
  return merged
}

/** How many of each kind are loaded, and whether a kind has more beyond them ("20+"). */
export interface ResultCount {
  count: number
  more: boolean
}

export type ResultCounts = Record<ResultFilter, ResultCount>

export function resultCounts(
  stories: SourceLoad<unknown>,
  contents: SourceLoad<unknown>,
): ResultCounts {
  const story = { count: stories.items.length, more: stories.hasMore }
  const content = { count: contents.items.length, more: contents.hasMore }
  return {
    all: { count: story.count + content.count, more: story.more || content.more },
    story,
    content,
  }
}

/**
 * What the list area shows, decided once for both sources:
 * - `loading` until every source has answered its first page, so cards do not move
 *   as the second source's arrive;
 * - `empty` (the one "no matches") only when both answered and both are empty;
 * - `failed` when no result can be shown and a source failed (not "no matches": it is
 *   unknown whether it had any);
 * - `results` when either kind has results; a kind that failed is said beside them
 *   (`failed`), never as "no matches".
 */
export type ResultView<Story, Content> =
  | { state: 'loading' }
  | { state: 'empty' }
  | { state: 'failed'; failed: ResultKind[] }
  | {
      state: 'results'
      hits: ResultHit<Story, Content>[]
      /** Kinds that could not be loaded (their results are missing from the list). */
      failed: ResultKind[]
    }

export function resultView<
  Story extends { contentOid: string },
  Content extends { contentOid: string },
>(
  stories: SourceLoad<Story>,
  contents: SourceLoad<Content>,
  filter: ResultFilter = 'all',
): ResultView<Story, Content> {
  const sources = { story: stories, content: contents } as const
  const kinds = RESULT_KINDS.filter((kind) => filter === 'all' || filter === kind)
  if (kinds.some((kind) => sources[kind].status === 'loading')) return { state: 'loading' }
  const failed = kinds.filter((kind) => sources[kind].status === 'error')
  const hits = mergeResults(
    kinds.includes('story') ? stories.items : [],
    kinds.includes('content') ? contents.items : [],
  )
  if (hits.length > 0) return { state: 'results', hits, failed }
  if (failed.length > 0) return { state: 'failed', failed }
  return { state: 'empty' }
}

/**
 * The kind filter is offered only when it can narrow the list: both kinds have results.
 * A filter left on a kind that no longer has any falls back to all.
 */
export function availableFilter(
  counts: ResultCounts,
  wanted: ResultFilter,
): { offered: boolean; filter: ResultFilter } {
  const offered = counts.story.count > 0 && counts.content.count > 0
  return { offered, filter: offered ? wanted : 'all' }
}

/** A tag a search may go on with, and how many loaded results carry it. */
export interface TagSuggestion {
  tag: string
  count: number
}

export const MAX_TAG_SUGGESTIONS = 10

/**
 * The tags to offer under a keyword, from both kinds: the contents' tags the server
 * counted (GET /content/main-search) and the tags of the stories found, each holding a
 * term of the keyword, summed by tag, most used first; tags already searched are left out.
 * Tags are compared normalized (`normalize`: the server's rule).
 */
export function tagSuggestions(input: {
  keyword: string
  searchedTags: readonly string[]
  contentTags: readonly TagSuggestion[]
  storyTags: readonly (readonly string[])[]
  normalize(tag: string): string
}): TagSuggestion[] {
  const terms = keywordTerms(input.keyword)
  if (terms.length === 0) return []
  const searched = new Set(input.searchedTags.map(input.normalize))
  const counts = new Map<string, number>()
  const add = (raw: string, count: number) => {
    const tag = input.normalize(raw)
    if (!tag || searched.has(tag) || !terms.some((term) => tag.includes(term))) return
    counts.set(tag, (counts.get(tag) ?? 0) + count)
  }
  for (const entry of input.contentTags) add(entry.tag, entry.count)
  for (const tags of input.storyTags)
    for (const tag of new Set(tags.map(input.normalize))) add(tag, 1)
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .slice(0, MAX_TAG_SUGGESTIONS)
}

/** A keyword's terms as the servers cut them: runs of letters and digits, lower case. */
function keywordTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
}
