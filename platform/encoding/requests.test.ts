import { expect, it } from 'vitest'
import { reencodeRefusal } from './requests'

it('refuses to encode again nothing, or what is still being encoded', () => {
  expect(reencodeRefusal([])).toMatch(/Nothing was uploaded/)
  expect(reencodeRefusal([{ status: 'done' }, { status: 'queued' }])).toMatch(/still being/)
  expect(reencodeRefusal([{ status: 'done' }, { status: 'failed' }])).toBeNull()
})
