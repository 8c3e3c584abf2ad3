import { useEffect, useMemo, useState } from 'react'
import { useSession } from '../../web/session'
import { catalogueApi } from './catalogue-api'
import { displayNickname, type NamedUser } from './display-nickname'
import { lookupBatches } from './lookup-batches'

/** Users already known this visit (their nicknames and display ones); each looked up once. */
const known = new Map<string, NamedUser>()
const pending = new Map<string, Promise<void>>()

/** Looks the users up (those not yet known); settles when their names are known. */
export function loadNames(ids: readonly string[]): Promise<void> {
  const batches = lookupBatches(ids, (id) => known.has(id) || pending.has(id))
  const waits = ids.map((id) => pending.get(id)).filter(Boolean) as Promise<void>[]
  for (const batch of batches) {
    const lookup = catalogueApi.getUsers(batch).then(
      ({ users }) => {
        for (const user of users) known.set(user.oid, user)
        // Unknown ids are not asked again this visit; they show no name.
        for (const id of batch) if (!known.has(id)) known.set(id, { nickname: '' })
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

/**
 * The names readers see of the given users, by id: each one's display nickname in the
 * page's language, else the unique nickname (`displayNickname`). Filled in as the
 * look-ups answer; an id not yet known is absent.
 */
export function useCreatorNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(ids)].sort().join('|')
  const language = useSession((state) => state.activeLanguage)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!key) return
    let active = true
    const wanted = key.split('|')
    if (wanted.every((id) => known.has(id))) return
    void loadNames(wanted).then(() => {
      if (active) setVersion((value) => value + 1)
    })
    return () => {
      active = false
    }
  }, [key])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` marks new look-ups
  return useMemo(() => {
    const names = new Map<string, string>()
    for (const [oid, user] of known) names.set(oid, displayNickname(user, language))
    return names
  }, [language, version, key])
}
