/** Errors of account details beyond sign-in (docs/ACCOUNT-DETAILS.md), with stable codes. */
import { AppError } from '../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const EXTRAS_ERRORS = {
  notChannelManager: fail(
    403,
    'CHANNEL_MANAGER_ONLY',
    'Only channel managers can use channel-manager mode.',
  ),
  noManagedChannel: fail(404, 'CHANNEL_NOT_MANAGED', 'You do not manage this channel.'),
  devicePasswordMissing: fail(
    409,
    'DEVICE_PASSWORD_NOT_SET',
    'Set a channel manager password in My Info first.',
  ),
  /** The spec's text for a wrong password. */
  wrongDevicePassword: fail(403, 'INCORRECT_PASSWORD', 'Incorrect password'),
  signInPasswordWrong: fail(403, 'STEP_UP_FAILED', 'The password or code is not correct.'),
  sessionRequired: fail(
    403,
    'DEVICE_SESSION_REQUIRED',
    'Channel-manager mode needs a signed-in device.',
  ),
  invitationNotFound: fail(404, 'INVITATION_NOT_FOUND', 'This invitation code does not exist.'),
  notCreator: fail(409, 'NOT_A_CREATOR', 'This account is not a creator.'),
  userNotFound: fail(404, 'USER_NOT_FOUND', 'User not found.'),
  tagNotSet: fail(404, 'CREATOR_TAG_NOT_SET', 'This creator does not have that tag.'),
}

/** Too many wrong device passwords: 429 with the seconds to wait. */
export function devicePasswordLocked(retryAfterSeconds: number) {
  return new AppError({
    status: 429,
    code: 'DEVICE_PASSWORD_LOCKED',
    message: 'Too many wrong passwords. Please try again later.',
    details: { retryAfterSeconds },
  })
}
