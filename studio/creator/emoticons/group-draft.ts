import type { EmoticonGroup, EmoticonGroupInput } from '../../../platform/emoticons/contract'

/** A group as the studio edits it: the saved fields and its emoticons' ids. */
export interface GroupDraft {
  _id?: string
  name: string
  type: 'free' | 'tier'
  tierHash: string | null
  useLevel: number
  emoticonOids: string[]
}

export function draftOfGroup(group: EmoticonGroup): GroupDraft {
  return {
    _id: group._id,
    name: group.name,
    type: group.type,
    tierHash: group.tierHash,
    useLevel: group.useLevel,
    emoticonOids: group.emoticons.map((emoticon) => emoticon._id),
  }
}

/**
 * The request's group: a tier group's use level is its tier's position + 1 (subscribers of
 * that tier or a higher one reach it; 0 is everyone signed in), as the emoticons area counts.
 */
export function groupInput(
  draft: GroupDraft,
  tierPositions: Record<string, number>,
): EmoticonGroupInput {
  const tierGroup = draft.type === 'tier' && draft.tierHash !== null
  return {
    ...(draft._id ? { _id: draft._id } : {}),
    name: draft.name.trim(),
    type: tierGroup ? 'tier' : 'free',
    tierHash: tierGroup ? draft.tierHash : null,
    useLevel: tierGroup ? (tierPositions[draft.tierHash as string] ?? 0) + 1 : 0,
    emoticons: draft.emoticonOids.map((_id) => ({ _id })),
  }
}

export function toggleEmoticon(draft: GroupDraft, emoticonOid: string): GroupDraft {
  const has = draft.emoticonOids.includes(emoticonOid)
  return {
    ...draft,
    emoticonOids: has
      ? draft.emoticonOids.filter((oid) => oid !== emoticonOid)
      : [...draft.emoticonOids, emoticonOid],
  }
}
