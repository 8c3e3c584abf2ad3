/**
 * The like state machine shared by content and comment likes. The (user, target) row is
 * created if missing and locked, so concurrent calls for one user and target run one after
 * another; each decides from the stored state:
 * - 'like' / 'undoLike' set the state, and a repeat changes nothing;
 * - 'toggle' flips it, unless it last flipped less than `REPEAT_WINDOW_MS` ago: that is the
 *   same click repeated while the first was in flight, and it is ignored.
 * Counters move in the same transaction, only when the state really flips.
 */
export type LikeIntent = 'like' | 'undoLike' | 'toggle'

/** A toggle this soon after the last flip is a repeated click, not a change of mind. */
export const REPEAT_WINDOW_MS = 1000

/** The state to store, or null to leave the row as it is. */
export function nextLikeState(
  stored: { liked: boolean; changedAt: Date },
  intent: LikeIntent,
  now: Date,
): boolean | null {
  if (intent === 'toggle') {
    if (now.getTime() - stored.changedAt.getTime() < REPEAT_WINDOW_MS) return null
    return !stored.liked
  }
  const want = intent === 'like'
  return want === stored.liked ? null : want
}

/** `changed_at` of a row created only to be locked: long ago, so the first toggle counts. */
export const NEVER = new Date('1970-01-01T00:00:00Z')
