/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsEn = {
  LIVEDONATION_FAILED: 'Failed donation',
  LIVEDONATION_MISSION_FORBIDDEN: 'You cannot set this mission status.',
  LIVEDONATION_MISSION_LIMIT: 'The streamer has reached the mission limit.',
  LIVEDONATION_MISSION_MINIMUM: 'The reward is below the minimum entry fee.',
  LIVEDONATION_MISSION_NOT_FOUND: 'The mission was not found.',
  LIVEDONATION_MISSION_STATE: 'The mission can no longer change to this status.',
  LIVEDONATION_NO_CREATOR: 'This creator does not stream live.',
  LIVEDONATION_NOT_FOUND: 'The donation was not found.',
  LIVEDONATION_NOT_OWNER: 'Only the creator can change their donations.',
  LIVEDONATION_ROULETTE: 'roulette could not be spun',
  LIVEDONATION_TYPE_OFF: 'The creator does not accept this kind of donation.',
}
