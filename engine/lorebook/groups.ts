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
 * SillyTavern's inclusion groups, over this pass's candidates: a group with sticky members
 * keeps only those; with group scoring (the book's setting or the members' own), only the
 * members that matched the most keys stay; a group that already has an active member from
 * an earlier pass admits nobody; otherwise the highest-priority `groupOverride` member
 * wins, else a weighted random pick. Returns the candidates removed.
 */
export function filterInclusionGroups<Candidate extends GroupCandidate>(
  candidates: readonly Candidate[],
  activeGroups: ReadonlySet<string>,
  random: RandomSource,
  scoring: { global: boolean; score: (candidate: Candidate) => number },
): Set<LorebookEntry> {
  const removed = new Set<LorebookEntry>()
  const grouped = new Map<string, Candidate[]>()
  for (const candidate of candidates) {
    for (const name of entryGroups(candidate.entry)) {
      const members = grouped.get(name)
      if (members) members.push(candidate)
      else grouped.set(name, [candidate])
    }
  }
  const withSticky = new Set<string>()
  for (const [name, members] of grouped) {
    if (!members.some((member) => member.sticky)) continue
    withSticky.add(name)
    for (const member of members) if (!member.sticky) removed.add(member.entry)
  }
  for (const [name, members] of grouped) {
    if (withSticky.has(name)) continue
    if (!scoring.global && !members.some((member) => member.entry.useGroupScoring)) continue
    const scores = members.map(scoring.score)
    const best = Math.max(...scores)
    const kept = members.filter(
      (member, position) =>
        !(member.entry.useGroupScoring ?? scoring.global) || scores[position] === best,
    )
    for (const member of members) if (!kept.includes(member)) removed.add(member.entry)
    grouped.set(name, kept)
  }
  for (const [name, members] of grouped) {
    if (withSticky.has(name)) continue
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
