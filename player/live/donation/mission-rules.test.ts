import { describe, expect, it } from 'vitest'
import { cancellation, durationParts, missionProblems, ownMissions } from './mission-rules'

describe('mission form rules', () => {
  const draft = { task: 'Sing a sea shanty', timeLimit: '300', coins: '50' }

  it('accepts a task, a time limit above zero within a day and the minimum fee', () => {
    expect(missionProblems(draft, 50)).toEqual({})
    expect(missionProblems({ ...draft, timeLimit: '86400' }, 10)).toEqual({})
  })

  it('names each field that the server would refuse', () => {
    expect(missionProblems({ task: '   ', timeLimit: '0', coins: '49' }, 50)).toEqual({
      task: 'taskRequired',
      timeLimit: 'timeLimit',
      coins: 'minimum',
    })
    expect(missionProblems({ ...draft, task: 'x'.repeat(301) }, 10).task).toBe('taskRequired')
    expect(missionProblems({ ...draft, timeLimit: '86401' }, 10).timeLimit).toBe('timeLimitMax')
    expect(missionProblems({ ...draft, timeLimit: '1.5' }, 10).timeLimit).toBe('timeLimit')
    expect(missionProblems({ ...draft, timeLimit: '' }, 10).timeLimit).toBe('timeLimit')
    expect(missionProblems({ ...draft, coins: '12.5' }, 10).coins).toBe('minimum')
  })

  it('floors the cancellation penalty in the viewer’s favour', () => {
    expect(cancellation(100, 10)).toEqual({ penalty: 10, refund: 90 })
    expect(cancellation(55, 10)).toEqual({ penalty: 5, refund: 50 })
    expect(cancellation(9, 10)).toEqual({ penalty: 0, refund: 9 })
    expect(cancellation(80, 0)).toEqual({ penalty: 0, refund: 80 })
    expect(cancellation(80, 100)).toEqual({ penalty: 80, refund: 0 })
  })

  it('finds the viewer’s missions by user id, and hidden ones by the ids they staked', () => {
    const missions = [
      { oid: 'a', userId: 'me' },
      { oid: 'b', userId: 'someone' },
      { oid: 'c', userId: '' },
      { oid: 'd', userId: '' },
    ]
    expect(ownMissions(missions, 'me', new Set(['c'])).map((m) => m.oid)).toEqual(['a', 'c'])
    expect(ownMissions(missions, null, new Set()).map((m) => m.oid)).toEqual([])
  })

  it('splits a time limit into hours, minutes and seconds', () => {
    expect(durationParts(3930)).toEqual({ hours: 1, minutes: 5, seconds: 30 })
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 0, seconds: 45 })
  })
})
