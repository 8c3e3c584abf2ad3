/**
 * The mission form's rules, checked before the call so the viewer reads them in their language
 * (the server's missions/requests.ts and service.ts decide; these mirror them). Pure.
 */

/** missions/contract.ts MISSION_LIMITS: a task's length and the longest time limit (a day). */
export const MISSION_TASK_MAX = 300
export const MISSION_TIME_LIMIT_MAX = 86_400

export interface MissionDraft {
  task: string
  timeLimit: string
  coins: string
}

export type MissionProblem = 'taskRequired' | 'timeLimit' | 'timeLimitMax' | 'minimum'

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/** Each field's first problem; an empty object when the mission may be sent. */
export function missionProblems(
  draft: MissionDraft,
  minimumEntryFee: number,
): Partial<Record<keyof MissionDraft, MissionProblem>> {
  const problems: Partial<Record<keyof MissionDraft, MissionProblem>> = {}
  const task = draft.task.trim()
  if (task.length === 0 || task.length > MISSION_TASK_MAX) problems.task = 'taskRequired'
  const seconds = wholeNumber(draft.timeLimit)
  if (!(seconds > 0)) problems.timeLimit = 'timeLimit'
  else if (seconds > MISSION_TIME_LIMIT_MAX) problems.timeLimit = 'timeLimitMax'
  const coins = wholeNumber(draft.coins)
  if (!(coins >= minimumEntryFee)) problems.coins = 'minimum'
  return problems
}

/**
 * What a cancelled mission gives back: the streamer keeps the penalty's percent of the held
 * coins, floored in the viewer's favour (missions/settlement.ts).
 */
export function cancellation(coin: number, penaltyPercent: number) {
  const penalty = Math.floor((coin * penaltyPercent) / 100)
  return { penalty, refund: coin - penalty }
}

/**
 * The viewer's own missions among a stream's active ones. A mission with the name hidden shows
 * no user id, so the ones this browser staked are known by their ids too.
 */
export function ownMissions<Mission extends { oid: string; userId: string }>(
  missions: readonly Mission[],
  userOid: string | null,
  staked: ReadonlySet<string>,
): Mission[] {
  return missions.filter(
    (mission) => (userOid !== null && mission.userId === userOid) || staked.has(mission.oid),
  )
}

/** "1 h 5 min 30 s" style parts of a time limit, for the hint beside the seconds field. */
export function durationParts(seconds: number): {
  hours: number
  minutes: number
  seconds: number
} {
  const whole = Math.max(0, Math.floor(seconds))
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  }
}
