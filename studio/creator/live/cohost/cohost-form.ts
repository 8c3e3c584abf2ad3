/**
 * The Co-host tab's form as plain data: the settings as the fields hold them, what the form
 * marks before sending (the server judges anyway: its refusal is what is shown), the
 * characters a story's canvas names, and the mute a budget poll brings.
 */
import {
  COHOST_LIMITS,
  type CohostSettings,
  type CohostTriggers,
} from '../../../../platform/live/cohost/contract'

export interface CohostDraft {
  storyOid: string
  characterName: string
  persona: string
  triggers: Omit<CohostTriggers, 'donationMin'>
  /** Donations trigger a reply from `donationMin` coins when ticked. */
  donations: boolean
  donationMin: string
  voice: string
  monthlyAllowance: string
  streamCap: string
}

export type CohostField =
  | 'storyOid'
  | 'characterName'
  | 'persona'
  | 'donationMin'
  | 'monthlyAllowance'
  | 'streamCap'
export type CohostProblem =
  | 'storyRequired'
  | 'characterRequired'
  | 'personaTooLong'
  | 'donationMinInvalid'
  | 'creditsInvalid'
  | 'capOverAllowance'

/** A story the picker offers: the creator's own, published at a compiled version. */
export interface CohostStory {
  contentOid: string
  title: string
  publishedVersion: number
}

export function cohostDraft(settings: CohostSettings): CohostDraft {
  const { donationMin, ...triggers } = settings.triggers
  return {
    storyOid: settings.storyOid ?? '',
    characterName: settings.characterName,
    persona: settings.persona,
    triggers,
    donations: donationMin !== null,
    donationMin: donationMin === null ? '' : String(donationMin),
    voice: settings.voice ?? '',
    monthlyAllowance: String(settings.monthlyAllowance),
    streamCap: String(settings.streamCap),
  }
}

const wholeNumber = (text: string, min: number) => {
  const value = Number(text.trim())
  return /^\d+$/.test(text.trim()) && value >= min && value <= COHOST_LIMITS.budgetMax
    ? value
    : null
}

/** What the form marks at its fields before sending. */
export function cohostProblems(draft: CohostDraft): Partial<Record<CohostField, CohostProblem>> {
  const problems: Partial<Record<CohostField, CohostProblem>> = {}
  if (!draft.storyOid) problems.storyOid = 'storyRequired'
  else if (!draft.characterName) problems.characterName = 'characterRequired'
  if (draft.persona.trim().length > COHOST_LIMITS.personaMax) problems.persona = 'personaTooLong'
  if (draft.donations && wholeNumber(draft.donationMin, 1) === null)
    problems.donationMin = 'donationMinInvalid'
  const allowance = wholeNumber(draft.monthlyAllowance, 0)
  const cap = wholeNumber(draft.streamCap, 0)
  if (allowance === null) problems.monthlyAllowance = 'creditsInvalid'
  if (cap === null) problems.streamCap = 'creditsInvalid'
  else if (allowance !== null && cap > allowance) problems.streamCap = 'capOverAllowance'
  return problems
}

/** The save's body; null when the form still marks a field. */
export function toCohostSettings(
  creatorOid: string,
  draft: CohostDraft,
  stories: readonly CohostStory[],
): Omit<CohostSettings, 'muted'> | null {
  if (Object.keys(cohostProblems(draft)).length > 0) return null
  const story = stories.find((item) => item.contentOid === draft.storyOid)
  if (!story) return null
  return {
    creatorOid,
    storyOid: story.contentOid,
    version: story.publishedVersion,
    characterName: draft.characterName,
    persona: draft.persona.trim(),
    triggers: {
      ...draft.triggers,
      donationMin: draft.donations ? Number(draft.donationMin.trim()) : null,
    },
    voice: draft.voice || null,
    monthlyAllowance: Number(draft.monthlyAllowance.trim()),
    streamCap: Number(draft.streamCap.trim()),
  }
}

/** The published stories among the creator's own, as the picker lists them. */
export function publishedStories(
  contents: readonly {
    contentOid: string
    title: string
    status: string
    publishedVersion: number | null
  }[],
): CohostStory[] {
  return contents.flatMap((content) =>
    content.status === 'published' && content.publishedVersion !== null
      ? [
          {
            contentOid: content.contentOid,
            title: content.title,
            publishedVersion: content.publishedVersion,
          },
        ]
      : [],
  )
}

/** The names of a canvas's character nodes, each once, in canvas order. */
export function characterNamesOf(canvas: Record<string, unknown>): string[] {
  const nodes = Array.isArray(canvas.nodes) ? (canvas.nodes as unknown[]) : []
  const names: string[] = []
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue
    const { type, data } = node as { type?: unknown; data?: { name?: unknown } }
    const name = type === 'character' && typeof data?.name === 'string' ? data.name.trim() : ''
    if (name && name.length <= COHOST_LIMITS.characterNameMax && !names.includes(name))
      names.push(name)
  }
  return names
}

/**
 * The mute a budget answer brings to the tab, or null to keep what it shows: unchanged, or
 * asked for before this tab's own switch settled (`switchesWhenAsked` behind `switchesNow`),
 * so a poll in flight cannot undo the creator's click.
 */
export function polledMute(
  answer: { muted: boolean },
  shown: boolean,
  switchesWhenAsked: number,
  switchesNow: number,
): boolean | null {
  if (switchesWhenAsked !== switchesNow || answer.muted === shown) return null
  return answer.muted
}
