/** What content search needs of the accounts area (server/context/ hands it in). */

/** A creator as the search page shows them. */
export interface SearchCreator {
  oid: string
  nickname: string
  customUrl: string | null
  profileImage: string | null
}

/** Creators by nickname (main search) and by account language (the creator-language filter). */
export interface CreatorDirectory {
  search(keyword: string, limit: number): Promise<SearchCreator[]>
  oidsByLanguage(languages: readonly string[]): Promise<string[]>
}
