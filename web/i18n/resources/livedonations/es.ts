/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsEs = {
  LIVEDONATION_FAILED: 'Donación fallida',
  LIVEDONATION_NO_CREATOR: 'Este creador no transmite en directo.',
  LIVEDONATION_NOT_FOUND: 'No se encontró la donación.',
  LIVEDONATION_NOT_OWNER: 'Solo el creador puede gestionar sus donaciones.',
  LIVEDONATION_ROULETTE: 'No se pudo girar la ruleta',
  LIVEDONATION_TYPE_OFF: 'El creador no acepta este tipo de donación.',
}
