/**
 * Auto-play: the story goes on by itself for a run of turns the player confirmed, each paid
 * like "Continue the story". A pure state machine; the room store drives the turns.
 *
 *   idle → confirming → running (turn n of cap) ⇄ paused
 *                          ↓ the cap, a refusal, a failed reply, the story's end
 *                        ended → (dismissed) idle
 *
 * It lives in the page only: a room opened again starts idle, whatever was running.
 */

export const AUTOPLAY_CAPS = [3, 5, 10] as const
export const DEFAULT_AUTOPLAY_CAP = 5
/** The pause between two turns of a run: time to read, and to press Pause. */
export const AUTOPLAY_GAP_MS = 1500

export type AutoplayEnd = 'cap' | 'refused' | 'failed' | 'story-ended'

export type AutoplayState =
  | { phase: 'idle' }
  | { phase: 'confirming'; cap: number }
  /** `done` turns finished; `inTurn` while one is being played (it is turn `done + 1`). */
  | { phase: 'running'; cap: number; done: number; inTurn: boolean }
  /** A turn being played when Pause was pressed still finishes; no next one starts. */
  | { phase: 'paused'; cap: number; done: number; inTurn: boolean }
  | { phase: 'ended'; cap: number; done: number; reason: AutoplayEnd }

export type AutoplayEvent =
  | { type: 'ask' }
  | { type: 'choose-cap'; cap: number }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'turn-started' }
  | { type: 'turn-done'; storyEnded: boolean }
  /** The server refused the turn before it started (credits, limits): nothing was spent. */
  | { type: 'turn-refused' }
  | { type: 'turn-failed' }
  | { type: 'story-ended' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'dismiss' }

export const AUTOPLAY_IDLE: AutoplayState = { phase: 'idle' }

const isCap = (cap: number) => (AUTOPLAY_CAPS as readonly number[]).includes(cap)

export function autoplayStep(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event.type) {
    case 'ask':
      return state.phase === 'idle' || state.phase === 'ended'
        ? { phase: 'confirming', cap: state.phase === 'ended' ? state.cap : DEFAULT_AUTOPLAY_CAP }
        : state
    case 'choose-cap':
      return state.phase === 'confirming' && isCap(event.cap) ? { ...state, cap: event.cap } : state
    case 'cancel':
      return state.phase === 'confirming' ? AUTOPLAY_IDLE : state
    case 'confirm':
      return state.phase === 'confirming'
        ? { phase: 'running', cap: state.cap, done: 0, inTurn: false }
        : state
    case 'turn-started':
      return state.phase === 'running' && !state.inTurn ? { ...state, inTurn: true } : state
    case 'turn-done':
      return turnDone(state, event.storyEnded)
    case 'turn-refused':
      return inRun(state) ? ended(state, 'refused') : state
    case 'turn-failed':
      return inRun(state) ? ended(state, 'failed') : state
    case 'story-ended':
      return inRun(state) ? ended(state, 'story-ended') : state
    case 'pause':
      return state.phase === 'running' ? { ...state, phase: 'paused' } : state
    case 'resume':
      return state.phase === 'paused' ? { ...state, phase: 'running' } : state
    case 'stop':
      return inRun(state) ? AUTOPLAY_IDLE : state
    case 'dismiss':
      return state.phase === 'ended' ? AUTOPLAY_IDLE : state
  }
}

function turnDone(state: AutoplayState, storyEnded: boolean): AutoplayState {
  if (!inRun(state) || !state.inTurn) return state
  const next = { ...state, done: state.done + 1, inTurn: false }
  if (storyEnded) return ended(next, 'story-ended')
  if (next.done >= next.cap) return ended(next, 'cap')
  return next
}

type InRun = Extract<AutoplayState, { phase: 'running' | 'paused' }>

function inRun(state: AutoplayState): state is InRun {
  return state.phase === 'running' || state.phase === 'paused'
}

function ended(state: InRun, reason: AutoplayEnd): AutoplayState {
  return { phase: 'ended', cap: state.cap, done: state.done, reason }
}

/** Whether the driver may start the run's next turn now. */
export function mayStartTurn(state: AutoplayState): boolean {
  return state.phase === 'running' && !state.inTurn && state.done < state.cap
}

/** The turn the indicator names: the one being played, or the next ("Auto-play 2 of 5"). */
export function shownTurn(state: AutoplayState): number {
  if (state.phase === 'running') return state.done + 1
  if (state.phase === 'paused' || state.phase === 'ended') return state.done
  return 0
}
