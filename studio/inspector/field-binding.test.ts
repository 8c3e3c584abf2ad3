import { describe, expect, it } from 'vitest'
import type { ValidationError } from '../../engine/validate'
import { fieldProblemText } from './field-binding'

const problem = (field: string, message: string) =>
  ({ severity: 'error', nodeId: 'n1', field, message }) as ValidationError

describe('fieldProblemText', () => {
  const problems = [
    problem('price', 'Minimum price is 10 credits'),
    problem('tags.0', 'A tag is empty.'),
    problem('tags', 'Use 3 or 7 tags.'),
    problem('tagsExtra', 'Not a tag problem.'),
  ]

  it('joins the problems of a field and of anything inside it', () => {
    expect(fieldProblemText(problems, 'tags')).toBe('A tag is empty. Use 3 or 7 tags.')
    expect(fieldProblemText(problems, 'price')).toBe('Minimum price is 10 credits')
  })

  it('is null for a field without problems', () => {
    expect(fieldProblemText(problems, 'title')).toBeNull()
    expect(fieldProblemText(undefined, 'title')).toBeNull()
  })
})
