/**
 * The account's profile image: stored by the assets area (jpg or png, under 300 KB — the
 * spec's limit), its address kept on the account; removing it brings the initial back.
 */
import type { ProfileImageResponse } from './contract'
import { ACCOUNT_ERRORS } from './errors'
import type { AccountsContext } from './ports'

export async function setProfileImage(
  context: AccountsContext,
  userOid: string,
  bytes: Uint8Array,
): Promise<ProfileImageResponse> {
  if (!context.profileImages) throw ACCOUNT_ERRORS.profileImagesUnavailable()
  const stored = await context.profileImages.save(userOid, bytes)
  await context.db
    .updateTable('users')
    .set({ profile_image: stored.url, updated_at: context.clock.now() })
    .where('id', '=', userOid)
    .execute()
  return { profileImageKey: stored.url }
}

export async function clearProfileImage(
  context: AccountsContext,
  userOid: string,
): Promise<ProfileImageResponse> {
  await context.db
    .updateTable('users')
    .set({ profile_image: null, updated_at: context.clock.now() })
    .where('id', '=', userOid)
    .execute()
  return { profileImageKey: null }
}
