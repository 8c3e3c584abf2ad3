import { describe, expect, it } from 'vitest'
import { speakerOf } from './speaker'

const cast = [{ name: 'Elias' }, { name: 'Mira' }]

describe('speakerOf', () => {
  it('names the cast member who appears first in the reply', () => {
    expect(speakerOf('*Mira turns.* "Elias is late."', cast)?.name).toBe('Mira')
  })

  it('takes a lone character as the speaker of every reply', () => {
    expect(speakerOf('The rain goes on.', [{ name: 'Elias' }])?.name).toBe('Elias')
  })

  it('answers none when no one is named', () => {
    expect(speakerOf('The rain goes on.', cast)).toBeNull()
  })
})
