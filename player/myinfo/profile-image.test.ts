import { describe, expect, it } from 'vitest'
import { PROFILE_IMAGE_MAX_BYTES, profileImageProblem } from './profile-image'

describe('a profile image', () => {
  it('is a jpg or png under 300 KB', () => {
    expect(profileImageProblem({ name: 'me.PNG', type: 'image/png', size: 1000 })).toBeNull()
    expect(
      profileImageProblem({ name: 'me.jpeg', type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES }),
    ).toBeNull()
    expect(profileImageProblem({ name: 'me.jpg', type: 'image/jpeg', size: 300 * 1024 })).toBe(
      'tooLarge',
    )
    expect(profileImageProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('wrongType')
    expect(profileImageProblem({ name: 'me.png', type: 'text/plain', size: 10 })).toBe('wrongType')
    expect(profileImageProblem({ name: 'me.png', type: 'image/png', size: 0 })).toBe('empty')
  })
})
