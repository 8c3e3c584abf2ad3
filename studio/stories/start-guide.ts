/**
 * The three-step guide of a story made from the template, remembered per story in the
 * browser: which step it is on, or that the writer closed it. A story made blank, or opened
 * in another browser, has no guide.
 */
export const GUIDE_STEPS = ['scene', 'character', 'publish'] as const
export type GuideStep = (typeof GUIDE_STEPS)[number]

type GuideStorage = Pick<Storage, 'getItem' | 'setItem'>

const DONE = 'done'
export const guideKey = (contentOid: string) => `taleloom.studio.guide.${contentOid}`

/** The step to show (0-based), or null when the story has no guide or it was closed. */
export function readGuide(storage: GuideStorage, contentOid: string): number | null {
  let saved: string | null = null
  try {
    saved = storage.getItem(guideKey(contentOid))
  } catch {
    return null
  }
  if (saved === null || saved === DONE) return null
  const step = Number.parseInt(saved, 10)
  return Number.isInteger(step) && step >= 0 && step < GUIDE_STEPS.length ? step : null
}

/** Moves the guide to `step`; past the last step (or closed) it is done for good. */
export function writeGuide(storage: GuideStorage, contentOid: string, step: number | null): void {
  const value = step === null || step >= GUIDE_STEPS.length ? DONE : String(Math.max(0, step))
  try {
    storage.setItem(guideKey(contentOid), value)
  } catch {
    // Storage refused (private mode, quota): the guide simply is not remembered.
  }
}
