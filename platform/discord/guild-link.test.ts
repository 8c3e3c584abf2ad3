import { expect, it } from 'vitest'
import type { AppError } from '../http'
import { readGuildChange } from './guild-link'

const SERVER = '123456789012345678'
const ROLE = '223456789012345678'

function refusal(run: () => unknown): { code: string; details: unknown } | null {
  try {
    run()
    return null
  } catch (error) {
    return { code: (error as AppError).code, details: (error as AppError).details }
  }
}

it('reads a server id and role mapping, null to unlink', () => {
  expect(
    readGuildChange({
      creatorOid: 'c',
      discordId: SERVER,
      tierRoles: [{ tierHash: 't', roleId: ROLE }],
    }),
  ).toEqual({ guildId: SERVER, tierRoles: [{ tierHash: 't', roleId: ROLE }] })
  expect(readGuildChange({ creatorOid: 'c', discordId: null })).toEqual({
    guildId: null,
    tierRoles: undefined,
  })
})

it('refuses an id that is no snowflake, naming the field', () => {
  expect(refusal(() => readGuildChange({ creatorOid: 'c', discordId: 'nope' }))).toEqual({
    code: 'DISCORD_INVALID_ID',
    details: { field: 'discordId' },
  })
  const badRole = {
    creatorOid: 'c',
    discordId: SERVER,
    tierRoles: [{ tierHash: 't', roleId: '1' }],
  }
  expect(refusal(() => readGuildChange(badRole))).toEqual({
    code: 'DISCORD_INVALID_ID',
    details: { field: 'roleId' },
  })
})
