/** Live donation texts: the server's live donation codes (platform/livedonations). */
export const livedonationsErrorsEs = {
  LIVEDONATION_FAILED: 'Donación fallida',
  LIVEDONATION_MISSION_FORBIDDEN: 'No puedes poner la misión en este estado.',
  LIVEDONATION_MISSION_LIMIT: 'El streamer ha alcanzado el límite de misiones.',
  LIVEDONATION_MISSION_MINIMUM: 'La recompensa es inferior a la cuota mínima de entrada.',
  LIVEDONATION_MISSION_NOT_FOUND: 'No se encontró la misión.',
  LIVEDONATION_MISSION_STATE: 'La misión ya no puede pasar a este estado.',
  LIVEDONATION_NO_CREATOR: 'Este creador no transmite en directo.',
  LIVEDONATION_NOT_FOUND: 'No se encontró la donación.',
  LIVEDONATION_NOT_OWNER: 'Solo el creador puede gestionar sus donaciones.',
  LIVEDONATION_ROULETTE: 'No se pudo girar la ruleta',
  LIVEDONATION_TYPE_OFF: 'El creador no acepta este tipo de donación.',
}
