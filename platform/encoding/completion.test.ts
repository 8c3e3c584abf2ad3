import { describe, expect, it } from 'vitest'
import { completionPlan } from './completion'
import type { EncodingJob } from './jobs'

const at = new Date('2026-02-01T00:00:00Z')
function job(id: string, fields: Partial<EncodingJob> = {}): EncodingJob {
  return {
    id,
    content_oid: 'c',
    owner_oid: 'o',
    requested_by: 'o',
    kind: 'audio',
    source_key: 'k',
    options: {},
    status: 'done',
    attempts: 1,
    max_attempts: 3,
    run_after: at,
    lease_until: null,
    worker_id: null,
    progress: 100,
    error: null,
    outputs: null,
    created_at: at,
    updated_at: at,
    finished_at: at,
    completion_due_at: null,
    completion_sent_at: null,
    completion_error: null,
    ...fields,
  }
}

describe('the completion plan', () => {
  it('sends a finished set once, and nothing for a taken, unfinished or replaced one', () => {
    const audio = job('a')
    const subtitle = job('s', { kind: 'subtitle', options: { language: 'ko' } })
    expect(completionPlan(audio, [audio, subtitle])).toMatchObject({ kind: 'send' })
    expect(completionPlan(job('a', { completion_sent_at: at }), [audio])).toEqual({
      kind: 'already-sent',
      sentAt: at,
    })
    expect(completionPlan(job('a', { status: 'failed' }), [audio]).kind).toBe('not-done')
    const running = job('s', { kind: 'subtitle', options: { language: 'ko' }, status: 'running' })
    expect(completionPlan(audio, [audio, running]).kind).toBe('set-unfinished')
    expect(completionPlan(audio, [audio, job('b')]).kind).toBe('superseded')
  })
})
