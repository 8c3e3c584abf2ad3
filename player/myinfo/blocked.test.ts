import { expect, it } from 'vitest'
import { blockedRows } from './blocked'

it('lists people, contents, comments and tags with what unblocking each sends', () => {
  const rows = blockedRows(
    {
      users: ['u1', 'u2'],
      contents: ['c1'],
      comments: [{ contentOid: 'c2', commentOid: 'm1' }],
      tags: ['spoilers'],
    },
    new Map([['u1', 'Ada']]),
    new Map([
      ['c1', 'Lantern-7'],
      ['c2', 'Gull Rock'],
    ]),
  )
  expect(rows.map((row) => [row.kind, row.label, row.target])).toEqual([
    ['user', 'Ada', { userOid: 'u1' }],
    ['user', null, { userOid: 'u2' }],
    ['content', 'Lantern-7', { contentOid: 'c1' }],
    ['comment', 'Gull Rock', { contentOid: 'c2', commentOid: 'm1' }],
    ['tag', '#spoilers', { tag: 'spoilers' }],
  ])
})
