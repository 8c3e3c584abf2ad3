/** The scenarios' errors: stable codes and their texts. */
import { AppError } from '../../http'
import type { ScenarioProblem } from './contract'

const fail = (status: number, code: string, message: string) => () =>
  new AppError({ status, code, message })

export const SCENARIO_ERRORS = {
  notFound: fail(404, 'SCENARIO_NOT_FOUND', 'Scenario not found'),
  /** Saved against a version that is no longer the newest (another tab, another device). */
  conflict: fail(409, 'SCENARIO_VERSION_CONFLICT', 'Scenario version conflict'),
  notPublished: fail(404, 'SCENARIO_NOT_PUBLISHED', 'This scenario is not published yet.'),
  /** A choice naming a page the viewer has already left (a retry, another tab). */
  stale: fail(409, 'SCENARIO_STALE_CHOICE', 'The story has moved on; here is where you are.'),
  closedOption: fail(400, 'SCENARIO_OPTION_CLOSED', 'This option is not open to you.'),
  locked: fail(403, 'SCENARIO_PAGE_LOCKED', 'This page is for buyers or subscribers.'),
  roomNotFound: fail(404, 'SCENARIO_ROOM_NOT_FOUND', 'Room not found'),
  roomFull: fail(409, 'SCENARIO_ROOM_FULL', 'This room is full.'),
  notMember: fail(403, 'SCENARIO_ROOM_NOT_MEMBER', 'Join the room to vote.'),
  roomEnded: fail(409, 'SCENARIO_ROOM_ENDED', 'The story has ended.'),
  mediaNotFound: fail(404, 'SCENARIO_MEDIA_NOT_FOUND', 'Media not found'),
  hasProblems: (problems: ScenarioProblem[]) =>
    new AppError({
      status: 400,
      code: 'SCENARIO_HAS_PROBLEMS',
      message: 'Fix the problems listed before publishing.',
      details: { problems },
    }),
}
