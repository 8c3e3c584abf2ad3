import { expect, it } from 'vitest'
import { aggregateProgress, jobProgress } from './job-view'

it('shows a done job at 100 whatever its last report said', () => {
  expect(jobProgress({ status: 'done', progress: 80 })).toBe(100)
  expect(jobProgress({ status: 'running', progress: 40 })).toBe(40)
})

it("adds a content's progress up to its jobs' mean, rounded down", () => {
  expect(aggregateProgress([])).toBe(0)
  expect(
    aggregateProgress([
      { status: 'done', progress: 0 },
      { status: 'running', progress: 33 },
    ]),
  ).toBe(66)
})
