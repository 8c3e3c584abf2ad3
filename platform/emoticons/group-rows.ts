/** The rows a save of a creator's groups writes: pure, the ids to mint handed in. */
import type { Insertable } from 'kysely'
import type { EmoticonGroupInput } from './contract'
import { EMOTICON_ERRORS } from './errors'
import type { EmoticonGroupsTable } from './tables'

export interface GroupRowsInput {
  creatorOid: string
  /** The creator's live tiers: tier hash → position. */
  positions: ReadonlyMap<string, number>
  /** The ids of the groups saved last time. */
  existing: ReadonlySet<string>
  now: Date
  newOid: () => string
}

/**
 * One row per group, in the order given: a tier group's use level is its tier's position
 * plus one (an unknown tier is refused), a free group's 0, another's at least 1.
 */
export function groupRows(
  inputs: readonly EmoticonGroupInput[],
  options: GroupRowsInput,
): Array<Insertable<EmoticonGroupsTable>> {
  const kept = new Set<string>()
  return inputs.map((group, position) => {
    const tierHash = group.type === 'tier' ? (group.tierHash ?? null) : null
    if (tierHash !== null && !options.positions.has(tierHash))
      throw EMOTICON_ERRORS.tierUnknown(tierHash)
    const useLevel =
      group.type === 'free'
        ? 0
        : tierHash !== null
          ? (options.positions.get(tierHash) as number) + 1
          : Math.max(group.useLevel ?? 1, 1)
    // An id kept from the last save keeps the group's identity; a repeated one is new.
    const oid =
      group._id && options.existing.has(group._id) && !kept.has(group._id)
        ? group._id
        : options.newOid()
    kept.add(oid)
    return {
      oid,
      creator_oid: options.creatorOid,
      position,
      name: group.name ?? '',
      type: group.type,
      tier_hash: tierHash,
      use_level: useLevel,
      emoticons: JSON.stringify(
        group.emoticons.map((e) =>
          e.size === undefined ? { oid: e._id } : { oid: e._id, size: e.size },
        ),
      ),
      updated_at: options.now,
    }
  })
}
