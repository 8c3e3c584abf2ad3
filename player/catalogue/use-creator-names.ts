import { useEffect, useState } from 'react'
import { catalogueApi } from './catalogue-api'
import { lookupBatches } from './lookup-batches'

/** Nicknames already known this visit; a creator is looked up once. */
const known = new Map<string, string>()
const pending = new Map<string, Promise<void>>()

function fetchNames(ids: readonly string[]): Promise<void> {
  const batches = lookupBatches(ids, (id) => known.has(id) || pending.has(id))
  const waits = ids.map((id) => pending.get(id)).filter(Boolean) as Promise<void>[]
  for (const batch of batches) {
    const lookup = catalogueApi.getUsers(batch).then(
      ({ users }) => {
        for (const user of users) known.set(user.oid, user.nickname ?? '')
        // Unknown ids are not asked again this visit; they show no name.
        for (const id of batch) if (!known.has(id)) known.set(id, '')
      },
      // A missing name only hides the creator line; the catalogue stays usable.
      () => undefined,
    )
    const settled = lookup.finally(() => {
      for (const id of batch) pending.delete(id)
    })
    for (const id of batch) pending.set(id, settled)
    waits.push(settled)
  }
  return Promise.all(waits).then(() => undefined)
}

/** Nicknames of the given users by id; filled in as the lookups answer. */
export function useCreatorNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(ids)].sort().join('|')
  const [, setVersion] = useState(0)
  useEffect(() => {
    if (!key) return
    let active = true
    const wanted = key.split('|')
    if (wanted.every((id) => known.has(id))) return
    void fetchNames(wanted).then(() => {
      if (active) setVersion((value) => value + 1)
    })
    return () => {
      active = false
    }
  }, [key])
  return known
}
