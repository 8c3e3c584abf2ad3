import { describe, expect, it } from 'vitest'
import type { GroupMember } from '../../../engine/group'
import { createSeededRandom } from '../../../engine/random'
import { planNextTurn } from './plan'
import type { StoredGroup } from './store'

const members: GroupMember[] = [
  { id: 'a', name: 'Ann', talkativeness: 0.5, muted: false },
  { id: 'b', name: 'Bo', talkativeness: 0.5, muted: false },
  { id: 'c', name: 'Cy', talkativeness: 0.5, muted: true },
]
const group = (overrides: Partial<StoredGroup> = {}): StoredGroup => ({
  room_oid: 'r',
  name: '',
  strategy: 'list',
  allow_self_responses: false,
  auto_mode: true,
  auto_cap: 2,
  auto_steps: 0,
  members: members.map(({ id, talkativeness, muted }) => ({ id, talkativeness, muted })),
  queue: [],
  queue_head_oid: null,
  ...overrides,
})
const random = () => createSeededRandom(7)
const ask = (
  overrides: Partial<{ message: string | null; speakerId: string | null; auto: boolean }>,
) => ({
  message: null,
  speakerId: null,
  auto: false,
  ...overrides,
})

describe('planNextTurn', () => {
  it("answers the player's message with the strategy's first pick and queues the rest", () => {
    expect(planNextTurn(group(), members, [], 'h', ask({ message: 'hi' }), random())).toEqual({
      speakerId: 'a',
      kind: 'message',
      queue: ['b'],
      autoSteps: 'reset',
    })
  })

  it('takes the queue only at the reply it was made after, skipping members muted since', () => {
    const queued = group({ queue: ['c', 'b'], queue_head_oid: 'h' })
    expect(planNextTurn(queued, members, [], 'h', ask({}), random()).speakerId).toBe('b')
    // Elsewhere (a rollback moved the head): the strategy chooses again.
    expect(
      planNextTurn(
        group({ queue: ['b'], queue_head_oid: 'old' }),
        members,
        [],
        'h',
        ask({}),
        random(),
      ).queue,
    ).toEqual(['b'])
  })

  it('counts every auto-mode reply against the cap, and none while auto-mode is off', () => {
    expect(
      planNextTurn(group({ auto_steps: 1 }), members, [], 'h', ask({ auto: true }), random())
        .autoSteps,
    ).toBe('add')
    expect(() =>
      planNextTurn(group({ auto_steps: 2 }), members, [], 'h', ask({ auto: true }), random()),
    ).toThrow(/Auto-mode has added 2/)
    expect(() =>
      planNextTurn(group({ auto_mode: false }), members, [], 'h', ask({ auto: true }), random()),
    ).toThrow(/Auto-mode is off/)
  })

  it('speak next: any member, muted too; someone else is refused', () => {
    expect(
      planNextTurn(group(), members, [], 'h', ask({ speakerId: 'c' }), random()).speakerId,
    ).toBe('c')
    expect(() =>
      planNextTurn(group(), members, [], 'h', ask({ speakerId: 'z' }), random()),
    ).toThrow(/not in this group/)
  })

  it('manual: the player’s message alone has no speaker', () => {
    expect(() =>
      planNextTurn(
        group({ strategy: 'manual' }),
        members,
        [],
        'h',
        ask({ message: 'hi' }),
        random(),
      ),
    ).toThrow(/Choose who speaks next/)
  })
})
