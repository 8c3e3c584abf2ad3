/**
 * Apple's `user` form field: JSON with the person's name, posted with the first
 * authorization only (the ID token never carries it). It is typed by the person at Apple and
 * unsigned, so it only suggests a nickname; identity comes from the checked ID token alone.
 */
import { z } from 'zod'

/** Longer than any real answer; anything beyond is dropped unread. */
export const APPLE_USER_MAX_LENGTH = 2000
const NAME_PART_MAX = 100

const appleUser = z.object({
  name: z
    .object({
      firstName: z.string().max(NAME_PART_MAX).optional(),
      lastName: z.string().max(NAME_PART_MAX).optional(),
    })
    .optional(),
})

/** The name in Apple's `user` field ("First Last"), or null when absent or malformed. */
export function appleUserName(raw: string | null | undefined): string | null {
  if (!raw || raw.length > APPLE_USER_MAX_LENGTH) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  const user = appleUser.safeParse(parsed)
  if (!user.success || !user.data.name) return null
  const { firstName, lastName } = user.data.name
  const name = [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
  return name.length > 0 ? name : null
}
