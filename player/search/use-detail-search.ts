import { useEffect, useState } from 'react'
import type { DetailSearch } from '../../web/api/content'
import { emptyDetailSearch } from './detail-search'

export interface DetailSearchState {
  value: DetailSearch
  set(next: DetailSearch): void
  open: boolean
  setOpen(open: boolean): void
  /** A creator chosen among the results: the box opens searching by that creator. */
  pickCreator(creator: { oid: string; nickname: string }): void
}

/** The detailed search's form and whether its box is open, shared with the result list. */
export function useDetailSearch(keyword: string): DetailSearchState {
  const [value, set] = useState<DetailSearch>(() => ({ ...emptyDetailSearch(), keyword }))
  const [open, setOpen] = useState(false)
  // A new search from the box carries its words into the form.
  useEffect(() => set((current) => ({ ...current, keyword })), [keyword])
  return {
    value,
    set,
    open,
    setOpen,
    pickCreator(creator) {
      set((current) => ({
        ...current,
        mode: 'creator',
        creators: current.creators.some((other) => other.oid === creator.oid)
          ? current.creators
          : [...current.creators, creator],
      }))
      setOpen(true)
    },
  }
}
