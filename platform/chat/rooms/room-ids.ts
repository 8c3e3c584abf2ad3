import { isObjectId } from '../../db'
import { badRequest } from '../../http'

/** `roomOids` of the room list: ids separated by `|` or `,`; absent means every room. */
export function parseRoomOids(raw: string | undefined): string[] | undefined {
  const ids = raw ? raw.split(/[|,]/).filter(Boolean) : undefined
  if (ids?.some((id) => !isObjectId(id)))
    throw badRequest('INVALID_PARAMETERS', 'Expected 24-character ids')
  return ids
}
