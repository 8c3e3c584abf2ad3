/** What content search needs of the accounts area (server/context/ hands it in). */

import type { SearchCreator } from './contract'

export type { SearchCreator }

/** Creators by nickname (main search) and by account language (the creator-language filter). */
export interface CreatorDirectory {
  search(keyword: string, limit: number): Promise<SearchCreator[]>
  oidsByLanguage(languages: readonly string[]): Promise<string[]>
}
