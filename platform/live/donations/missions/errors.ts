/** Mission refusals: designed texts, the spec showing none (spec §5 names the rules). */
import { AppError, forbidden, notFound } from '../../../http'
import { MISSION_TEXTS } from './contract'

export const MISSION_ERRORS = {
  minimum: (minimumEntryFee: number) =>
    new AppError({
      status: 400,
      code: 'LIVEDONATION_MISSION_MINIMUM',
      message: MISSION_TEXTS.minimum,
      details: { minimumEntryFee },
    }),
  limit: (missionLimit: number) =>
    new AppError({
      status: 409,
      code: 'LIVEDONATION_MISSION_LIMIT',
      message: MISSION_TEXTS.limit,
      details: { missionLimit },
    }),
  notFound: () => notFound(MISSION_TEXTS.notFound, 'LIVEDONATION_MISSION_NOT_FOUND'),
  forbidden: () => forbidden(MISSION_TEXTS.forbidden, 'LIVEDONATION_MISSION_FORBIDDEN'),
  state: (status: string, reason: string) =>
    new AppError({
      status: 409,
      code: 'LIVEDONATION_MISSION_STATE',
      message: MISSION_TEXTS.state,
      details: { status, reason },
    }),
}
