/** The live donation area's refusals: spec §8 texts where it has them, designed ones otherwise. */
import { AppError, forbidden, notFound } from '../../http'
import { LIVEDONATION_TEXTS } from './contract'

export const LIVEDONATION_ERRORS = {
  failed: (reason: string) =>
    new AppError({
      status: 400,
      code: 'LIVEDONATION_FAILED',
      message: LIVEDONATION_TEXTS.failed,
      details: { reason },
    }),
  creatorNotFound: () => notFound('This creator does not stream live.', 'LIVEDONATION_NO_CREATOR'),
  notFound: () => notFound('The donation was not found.', 'LIVEDONATION_NOT_FOUND'),
  notOwner: () =>
    forbidden('Only the creator can change their donations.', 'LIVEDONATION_NOT_OWNER'),
  rouletteNotSpun: () =>
    new AppError({
      status: 400,
      code: 'LIVEDONATION_ROULETTE',
      message: LIVEDONATION_TEXTS.rouletteNotSpun,
    }),
  typeOff: () =>
    new AppError({
      status: 400,
      code: 'LIVEDONATION_TYPE_OFF',
      message: 'The creator does not accept this kind of donation.',
    }),
}
