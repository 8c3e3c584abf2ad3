/** Refusals of spoken alerts and the overlay (designed texts: the spec names the calls only). */
import { AppError, forbidden, notFound } from '../../../http'

export const TTS_ERRORS = {
  off: () =>
    new AppError({
      status: 400,
      code: 'LIVEDONATION_TTS_OFF',
      message: 'Spoken donations are not available for this stream.',
    }),
  voiceNotFound: () => notFound('The voice was not found.', 'LIVEDONATION_TTS_VOICE_NOT_FOUND'),
  streamNotFound: () => notFound('The stream was not found.', 'LIVEDONATION_STREAM_NOT_FOUND'),
  noSpeech: () => notFound('This donation has no speech.', 'LIVEDONATION_TTS_NONE'),
  engineMissing: () =>
    new AppError({
      status: 503,
      code: 'LIVEDONATION_TTS_ENGINE',
      message: 'No speech engine runs on this server.',
    }),
  badLink: () => forbidden('This link has expired or is not valid.', 'LIVEDONATION_LINK_INVALID'),
  badImage: () =>
    new AppError({
      status: 400,
      code: 'LIVEDONATION_ALERT_IMAGE',
      message: 'image type invalid',
      details: { allowed: ['jpg', 'jpeg', 'png', 'webp', 'gif'] },
    }),
  imageTooLarge: () =>
    new AppError({
      status: 413,
      code: 'LIVEDONATION_ALERT_IMAGE_SIZE',
      message: 'image size limit',
    }),
}
