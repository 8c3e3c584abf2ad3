/**
 * Every accounts error: a stable code and the spec's text where it has one (word for word),
 * a precise English text otherwise. Services throw these; the server's handler renders them.
 */
import { AppError } from '../http'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const ACCOUNT_ERRORS = {
  emailBlocked: fail(400, 'EMAIL_BLOCKED', 'This email address cannot be registered'),
  emailTaken: fail(409, 'EMAIL_ALREADY_REGISTERED', 'This email address is already registered.'),
  emailTakenViaGoogle: fail(
    409,
    'EMAIL_REGISTERED_VIA_GOOGLE',
    'This email address is already registered via Google.',
  ),
  emailTakenViaApple: fail(
    409,
    'EMAIL_REGISTERED_VIA_APPLE',
    'This email address is already registered via Apple.',
  ),
  mustUseGoogle: fail(
    409,
    'GOOGLE_ACCOUNT_MUST_USE_GOOGLE',
    'This account was registered via Google. Please log in with Google.',
  ),
  mustUseApple: fail(
    409,
    'APPLE_ACCOUNT_MUST_USE_APPLE',
    'This account was registered via Apple. Please log in with Apple.',
  ),
  mustUseEmail: fail(
    409,
    'EMAIL_ACCOUNT_MUST_USE_EMAIL',
    'This account was registered by e-mail. Please log in with your e-mail.',
  ),
  nicknameTaken: fail(409, 'NICKNAME_TAKEN', 'Ouch, somebody already took this nickname.'),
  nicknameUnchanged: fail(400, 'NICKNAME_UNCHANGED', 'This is already your nickname.'),
  creatorNicknameFixed: fail(
    403,
    'CREATOR_NICKNAME_FIXED',
    "A creator's nickname cannot be changed once set.",
  ),
  globalNicknameTaken: fail(
    409,
    'GLOBAL_NICKNAME_TAKEN',
    "This nickname is another account's unique nickname.",
  ),
  profileImagesUnavailable: fail(
    503,
    'PROFILE_IMAGES_UNAVAILABLE',
    'Profile images cannot be changed right now.',
  ),
  nicknameChargeUnavailable: fail(
    503,
    'NICKNAME_CHANGE_UNAVAILABLE',
    'Nickname changes are not available right now.',
  ),
  commonPassword: fail(
    400,
    'PASSWORD_TOO_COMMON',
    'This password is too common. Please choose a different one.',
  ),
  incorrectBirthDate: fail(400, 'INCORRECT_BIRTH_DATE', 'Incorrect date of birth.'),
  wrongConfirmationCode: fail(400, 'WRONG_CONFIRMATION_NUMBER', 'Wrong confirmation number.'),
  confirmationExpired: fail(
    410,
    'CONFIRMATION_EXPIRED',
    'The confirmation number has expired. Please request a new one.',
  ),
  confirmationAttemptsExceeded: fail(
    429,
    'CONFIRMATION_ATTEMPTS_EXCEEDED',
    'Too many wrong confirmation numbers. Please request a new one.',
  ),
  incorrectCredentials: fail(401, 'INCORRECT_CREDENTIALS', 'Incorrect credentials.'),
  loginLocked: fail(429, 'LOGIN_LOCKED', 'Too many failed login attempts. Please try again later.'),
  invalidTwoFactorCode: fail(400, 'INVALID_2FA_CODE', 'Invalid code.'),
  twoFactorVerificationFailed: fail(
    401,
    'TWO_FACTOR_VERIFICATION_FAILED',
    'Verification failed. Please log in again.',
  ),
  twoFactorAlreadyEnabled: fail(
    409,
    'TWO_FACTOR_ALREADY_ENABLED',
    'Two-factor authentication is already enabled.',
  ),
  twoFactorNotSetUp: fail(
    409,
    'TWO_FACTOR_NOT_SET_UP',
    'Two-factor setup failed. Please start the setup again.',
  ),
  twoFactorNotEnabled: fail(
    409,
    'TWO_FACTOR_NOT_ENABLED',
    'Two-factor authentication is not enabled.',
  ),
  resetLinkInvalid: fail(400, 'RESET_LINK_INVALID', 'This password reset link is not valid.'),
  resetLinkExpired: fail(
    410,
    'RESET_LINK_EXPIRED',
    'This password reset link has expired. Please request a new link.',
  ),
  incorrectPassword: fail(403, 'INCORRECT_PASSWORD', 'Incorrect password'),
  passwordRequired: fail(400, 'MISSING_PARAMETERS', 'Missing required parameters'),
  notWaitingForUnregister: fail(
    409,
    'NOT_WAITING_FOR_UNREGISTER',
    'Failed to cancel. Please try again.',
  ),
  alreadyUnregistering: fail(
    409,
    'ALREADY_UNREGISTERING',
    'The account is already scheduled for deletion.',
  ),
  userNotFound: fail(404, 'USER_NOT_FOUND', 'User not found.'),
  mailRequestReused: fail(
    409,
    'MAIL_REQUEST_REUSED',
    'This requestId was used for another mail; compose the mail again.',
  ),
  noMailRecipients: fail(400, 'NO_MAIL_RECIPIENTS', 'Nobody would receive this mail.'),
  notChannelManager: fail(
    409,
    'NOT_CHANNEL_MANAGER',
    'This account is not a channel manager. Give it the channel manager role first.',
  ),
  notCreatorAccount: fail(409, 'NOT_A_CREATOR', 'This account is not a creator.'),
  notManagedChannel: fail(404, 'NOT_MANAGED_CHANNEL', 'This manager does not manage that channel.'),
  notAwaitingDeletion: fail(
    409,
    'NOT_WAITING_FOR_UNREGISTER',
    'This account is not waiting for deletion.',
  ),
  customUrlUnavailable: fail(400, 'CUSTOM_URL_UNAVAILABLE', 'This URL is not available'),
  notAdult: fail(403, 'NOT_ADULT', 'The user could not be verified.'),
  guestRequired: fail(401, 'LOGIN_REQUIRED', 'Login required'),
  noFreeChats: fail(
    403,
    'NO_FREE_CHATS',
    'You have no more free chats. Please log in to continue.',
  ),
  ownAdminRole: fail(400, 'OWN_ADMIN_ROLE', 'You cannot remove your own admin role.'),
  stepUpRequired: fail(
    403,
    'STEP_UP_REQUIRED',
    'Enter your current password or a code from your authenticator app to confirm this change.',
  ),
  stepUpFailed: fail(403, 'STEP_UP_FAILED', 'The password or code is not correct.'),
  reauthRequired: fail(
    403,
    'REAUTH_REQUIRED',
    'Confirm it is you with Google or Apple first, then try again.',
  ),
}
