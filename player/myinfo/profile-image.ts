/** The profile image picker's check, pure: what the server takes (jpg or png, under 300 KB). */
export const PROFILE_IMAGE_MAX_BYTES = 300 * 1024 - 1

export type ProfileImageProblem = 'wrongType' | 'tooLarge' | 'empty'

export function profileImageProblem(file: {
  name: string
  type: string
  size: number
}): ProfileImageProblem | null {
  const named = /\.(jpe?g|png)$/i.test(file.name)
  const typed = ['image/jpeg', 'image/png', 'image/jpg', ''].includes(file.type)
  if (!named || !typed) return 'wrongType'
  if (file.size === 0) return 'empty'
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'tooLarge'
  return null
}
