export { AdultToggle } from './AdultToggle'
export { type AdultSetting, adultSetting, wantsAdult } from './adult'
export { playHref, storyHref, tagHref } from './play-link'
export { type PriceLabel, priceLabel } from './price'
export { DEFAULT_RANKING, RANKINGS, rankingHref, readRanking } from './ranking'
export { StoryList } from './StoryList'
export { StoryThumbnail } from './StoryThumbnail'
export {
  isEmptySearch,
  parseSearchInput,
  readSearchState,
  type SearchState,
  searchInputText,
  searchQueryString,
} from './search-query'
export { useAdultSetting } from './use-adult'
export { useCatalogue } from './use-catalogue'
export { useCreatorNames } from './use-creator-names'
