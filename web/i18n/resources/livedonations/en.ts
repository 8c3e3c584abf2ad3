/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsEn = {
  LIVEDONATION_FAILED: 'Failed donation',
  LIVEDONATION_NO_CREATOR: 'This creator does not stream live.',
  LIVEDONATION_NOT_FOUND: 'The donation was not found.',
  LIVEDONATION_NOT_OWNER: 'Only the creator can change their donations.',
  LIVEDONATION_ROULETTE: 'roulette could not be spun',
  LIVEDONATION_TYPE_OFF: 'The creator does not accept this kind of donation.',
}
