import type { RandomSource } from '../random'
import type { LorebookEntry } from './types'

export interface GroupCandidate {
  entry: LorebookEntry
  sticky: boolean
}

export function entryGroups(entry: LorebookEntry): string[] {
  if (!entry.group) return []
  return entry.group
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
}

/**
 * SillyTavern's inclusion groups: one winner per group among this step's candidates. A group
 * that already has an active member from an earlier step admits nobody; otherwise a sticky
 * member wins, then the highest-priority `groupOverride` member, then a weighted random pick.
 * Returns the candidates removed.
 */
export function filterInclusionGroups(
  candidates: readonly GroupCandidate[],
  activeGroups: ReadonlySet<string>,
  random: RandomSource,
): Set<LorebookEntry> {
  const removed = new Set<LorebookEntry>()
  const grouped = new Map<string, GroupCandidate[]>()
  for (const candidate of candidates) {
    for (const name of entryGroups(candidate.entry)) {
      const members = grouped.get(name)
      if (members) members.push(candidate)
      else grouped.set(name, [candidate])
    }
  }
  for (const [name, members] of grouped) {
    if (activeGroups.has(name)) {
      for (const member of members) removed.add(member.entry)
      continue
    }
    if (members.length <= 1) continue
    const winner = pickGroupWinner(members, random)
    for (const member of members) if (member !== winner) removed.add(member.entry)
  }
  return removed
}

function pickGroupWinner(members: readonly GroupCandidate[], random: RandomSource): GroupCandidate {
  const sticky = members.find((member) => member.sticky)
  if (sticky) return sticky
  // Candidates arrive in priority order, so the first override is the highest priority.
  const override = members.find((member) => member.entry.groupOverride)
  if (override) return override
  const weightOf = (member: GroupCandidate) => Math.max(0, member.entry.groupWeight ?? 100)
  const totalWeight = members.reduce((sum, member) => sum + weightOf(member), 0)
  const roll = random.next() * totalWeight
  let cumulative = 0
  for (const member of members) {
    cumulative += weightOf(member)
    if (roll <= cumulative) return member
  }
  return members[members.length - 1]!
}
