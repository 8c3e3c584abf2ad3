/**
 * Imported character cards as group members over the real API (docs/GROUP-CHATS.md, "Card
 * members"): a PNG or JSON card joins a group room, at most eight members, a retried (or
 * parallel) add counted once, refused cards and names, removal through the members update,
 * another player's room missing, and a card member's reply: its own card and book on its
 * turn only, its name and picture on the reply, charged once, named in the group files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { base64Encode } from '../../engine/bytes/base64'
import { tinyPng, writeCardToPng } from '../../engine/cards'
import type { SignedIn } from '../support/accounts'
import { signUp } from '../support/accounts'
import { payloads, readSse } from '../support/sse'
import { type StoriesWorld, startDemoChatWorld } from '../support/stories-world'

let world: StoriesWorld
let contentOid: string
const ELIAS = 'char-elias'
const WREN = 'char-wren'
const TOBIAS = 'char-tobias'

beforeAll(async () => {
  ;({ world, contentOid } = await startDemoChatWorld(100_000))
}, 120_000)
afterAll(async () => {
  await world?.server.close()
})

function card(name: string, extra: Record<string, unknown> = {}) {
  return {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name,
      description: `CARD-DESCRIPTION of ${name}, keeper of the lighthouse.`,
      personality: 'patient',
      scenario: `CARD-SCENARIO ${name} watches the storm.`,
      first_mes: 'The lamp is lit.',
      mes_example: '',
      character_book: {
        entries: [
          {
            keys: ['lantern'],
            content: `BOOK-OF-${name.toUpperCase()} the lantern is older than the town`,
            enabled: true,
            insertion_order: 10,
          },
        ],
      },
      ...extra,
    },
  }
}
const pngOf = (value: object) =>
  base64Encode(
    writeCardToPng(
      { v2: value, v3: { ...value, spec: 'chara_card_v3', spec_version: '3.0' } },
      tinyPng(),
    ),
  )

async function groupRoom(who: SignedIn, memberIds: string[], strategy = 'natural') {
  const created = await world.server.api('/story-chat/group-room', {
    token: who.token,
    body: { contentOid, memberIds, strategy },
  })
  expect(created.status, created.text).toBe(200)
  return created.json.room.roomOid as string
}

const addCard = (who: SignedIn, roomOid: string, body: Record<string, unknown>) =>
  world.server.api('/story-chat/group-room/cards', { token: who.token, body: { roomOid, ...body } })

type Member = { id: string; name: string; portraitUrl: string | null; card?: true; muted: boolean }

async function members(who: SignedIn, roomOid: string): Promise<Member[]> {
  const answer = await world.server.api(`/story-chat/chat-room/${roomOid}/group`, {
    token: who.token,
  })
  expect(answer.status, answer.text).toBe(200)
  return answer.json.group.members
}

async function next(who: SignedIn, roomOid: string, body: Record<string, unknown>) {
  const response = await fetch(
    `${world.server.url}/api/story-chat/chat-room/${roomOid}/group/next`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${who.token}`,
        ...world.server.clientHeaders,
      },
      body: JSON.stringify(body),
    },
  )
  expect(response.status).toBe(200)
  const events = await readSse(response)
  const start = payloads<{
    messageId: string
    speaker?: { id: string; name: string; portraitUrl: string | null }
  }>(events, 'message-start')[0]
  const end = payloads<{ creditsCharged: number }>(events, 'message-end')[0]
  return { start, end }
}

describe('card members', () => {
  it('a PNG card joins with its picture, a JSON card without; a retry is the same member', async () => {
    const player = await signUp(world.server)
    const roomOid = await groupRoom(player, [ELIAS, WREN])
    const png = await addCard(player, roomOid, { png: pngOf(card('Mira')) })
    expect(png.status, png.text).toBe(200)
    const mira = png.json.group.members.at(-1) as Member
    expect(mira).toMatchObject({ id: png.json.memberId, name: 'Mira', card: true, muted: false })
    expect(mira.id).toMatch(/^card-[0-9a-f]{20}$/)
    expect(mira.portraitUrl).toMatch(/^\/api\/story-chat\/group-card-portrait\/[0-9a-f]{32}$/)
    // The picture is the PNG without its card: public by its key, and no card inside.
    const picture = await fetch(`${world.server.url}${mira.portraitUrl}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await picture.arrayBuffer())
    expect(bytes[0]).toBe(0x89)
    expect(Buffer.from(bytes).includes('chara')).toBe(false)

    // The same card again (a retried request): the same member, nothing doubled.
    const again = await addCard(player, roomOid, { png: pngOf(card('Mira')) })
    expect(again.status, again.text).toBe(200)
    expect(again.json.memberId).toBe(mira.id)
    const json = await addCard(player, roomOid, { json: JSON.stringify(card('Oskar')) })
    expect(json.status, json.text).toBe(200)
    const listed = await members(player, roomOid)
    expect(listed.map((member) => member.name)).toEqual([
      'Elias Brand',
      'Wren Calloway',
      'Mira',
      'Oskar',
    ])
    expect(
      listed.filter((member) => member.card).map((member) => member.portraitUrl === null),
    ).toEqual([false, true])

    // Removed through the members update, muted like any member.
    const removed = await world.server.api(`/story-chat/chat-room/${roomOid}/group`, {
      token: player.token,
      body: { members: [{ id: ELIAS }, { id: mira.id, muted: true }, { id: WREN }] },
    })
    expect(removed.status, removed.text).toBe(200)
    expect(
      (removed.json.group.members as Member[]).map((member) => [member.name, member.muted]),
    ).toEqual([
      ['Elias Brand', false],
      ['Mira', true],
      ['Wren Calloway', false],
    ])
    // A card id not in the group is refused (a card joins by its own call).
    const stranger = await world.server.api(`/story-chat/chat-room/${roomOid}/group`, {
      token: player.token,
      body: { members: [{ id: ELIAS }, { id: 'card-0000000000' }] },
    })
    expect(stranger.status).toBe(400)
    expect(stranger.json.code).toBe('GROUP_MEMBERS_INVALID')
  })

  it('refuses bad cards, a name already in the group, and a ninth member; nothing is written', async () => {
    const player = await signUp(world.server)
    const roomOid = await groupRoom(player, [ELIAS, WREN, TOBIAS])
    const refusals: Array<[Record<string, unknown>, number, string, string]> = [
      [{}, 400, 'GROUP_CARD_INVALID', 'NO_CARD'],
      [{ json: '{}', png: 'AAAA' }, 400, 'GROUP_CARD_INVALID', 'NO_CARD'],
      [{ json: 'hello' }, 400, 'GROUP_CARD_INVALID', 'NOT_A_PNG'],
      [{ json: '{"spec":' }, 400, 'GROUP_CARD_INVALID', 'INVALID_JSON'],
      [{ png: '!!!' }, 400, 'GROUP_CARD_INVALID', 'BROKEN_BASE64'],
      [{ png: base64Encode(tinyPng()) }, 400, 'GROUP_CARD_INVALID', 'NO_CARD_IN_PNG'],
      [{ json: JSON.stringify(card('  ')) }, 400, 'GROUP_CARD_INVALID', 'UNNAMED'],
      [
        { json: JSON.stringify({ spec: 'chara_card_v9', data: {} }) },
        400,
        'GROUP_CARD_INVALID',
        'UNKNOWN_SPEC',
      ],
      [
        { json: JSON.stringify(card('Big', { description: 'x'.repeat(2 * 1024 * 1024) })) },
        400,
        'GROUP_CARD_INVALID',
        'TOO_LARGE',
      ],
      [{ json: JSON.stringify(card('wren calloway')) }, 409, 'GROUP_CARD_NAME_TAKEN', ''],
    ]
    for (const [body, status, code, reason] of refusals) {
      const refused = await addCard(player, roomOid, body)
      expect(
        [refused.status, refused.json.code, refused.json.details?.reason ?? ''],
        JSON.stringify(body).slice(0, 80),
      ).toEqual([status, code, reason])
    }
    expect((await members(player, roomOid)).length).toBe(3)

    // Ten cards at once into a group of three: exactly five join, the list is never overwritten.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        addCard(player, roomOid, { json: JSON.stringify(card(`Guest ${index}`)) }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
    expect(
      answers.filter((answer) => answer.status === 400).map((answer) => answer.json.code),
    ).toEqual(Array(5).fill('GROUP_MEMBERS_INVALID'))
    const full = await members(player, roomOid)
    expect(full).toHaveLength(8)
    expect(full.filter((member) => member.card)).toHaveLength(5)
  })

  it('the same card sent many times at once joins once', async () => {
    const player = await signUp(world.server)
    const roomOid = await groupRoom(player, [ELIAS, WREN])
    const body = { json: JSON.stringify(card('Mira')) }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => addCard(player, roomOid, body)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(new Set(answers.map((answer) => answer.json.memberId)).size).toBe(1)
    expect((await members(player, roomOid)).map((member) => member.name)).toEqual([
      'Elias Brand',
      'Wren Calloway',
      'Mira',
    ])
  })

  it("another player's room is missing; a guest must sign in", async () => {
    const owner = await signUp(world.server)
    const other = await signUp(world.server)
    const roomOid = await groupRoom(owner, [ELIAS, WREN])
    const foreign = await addCard(other, roomOid, { json: JSON.stringify(card('Mira')) })
    expect([foreign.status, foreign.json.code]).toEqual([404, 'CHAT_ROOM_NOT_FOUND'])
    const guest = await world.server.api('/story-chat/group-room/cards', {
      guestDeviceId: world.guestDeviceId,
      body: { roomOid, json: JSON.stringify(card('Mira')) },
    })
    expect(guest.status).toBe(401)
    expect((await members(owner, roomOid)).map((member) => member.name)).toEqual([
      'Elias Brand',
      'Wren Calloway',
    ])
  })

  it('a card member answers when named: its card on stage, its book on its turns only, charged once', async () => {
    const { reader } = world
    const roomOid = await groupRoom(reader, [ELIAS, WREN])
    const added = await addCard(reader, roomOid, { png: pngOf(card('Mira')) })
    expect(added.status, added.text).toBe(200)
    const miraId = added.json.memberId as string
    const mira = (added.json.group.members as Member[]).find((member) => member.id === miraId)!
    const balance = async () => {
      const balances = await world.server.context.wallet.service.balances(reader.oid)
      return balances.credits + balances.bonusCredits
    }
    const before = await balance()
    const first = await next(reader, roomOid, {
      message: 'Mira, tell me about the lantern.',
      speakerId: miraId,
      requestId: 'card-member-turn-1',
    })
    expect(first.start?.speaker).toEqual({
      id: miraId,
      name: 'Mira',
      portraitUrl: mira.portraitUrl,
    })
    const second = await next(reader, roomOid, {
      message: 'Elias, and the lantern?',
      speakerId: ELIAS,
      requestId: 'card-member-turn-2',
    })
    expect(second.start?.speaker?.id).toBe(ELIAS)
    await world.server.context.chat.service.drain()
    const charged = [first, second].map((turn) => turn.end?.creditsCharged ?? 0)
    expect(charged.every((credits) => credits > 0)).toBe(true)
    expect(await balance()).toBe(before - charged[0]! - charged[1]!)

    const logs = await world.server.api('/story-chat/prompt-logs', {
      token: world.admin.token,
      query: { roomOid },
    })
    const prompts = (logs.json.logs as Array<{ request: { messages: unknown } }>).map((log) =>
      JSON.stringify(log.request.messages),
    )
    expect(prompts).toHaveLength(2)
    const miraPrompt = prompts.find((prompt) => prompt.includes('only as Mira'))!
    const eliasPrompt = prompts.find((prompt) => prompt.includes('only as Elias Brand'))!
    expect(miraPrompt).toContain('CARD-DESCRIPTION of Mira')
    expect(miraPrompt).toContain('CARD-SCENARIO Mira watches the storm.')
    expect(miraPrompt).toContain('BOOK-OF-MIRA')
    expect(eliasPrompt).not.toContain('BOOK-OF-MIRA')
    expect(eliasPrompt).not.toContain('CARD-DESCRIPTION')
    // The next member reads the card member's reply under its name.
    expect(eliasPrompt).toContain('Mira: ')

    const view = await world.server.api(`/story-chat/chat-room/${roomOid}/group`, {
      token: reader.token,
    })
    expect(view.json.speakers[first.start!.messageId]).toBe(miraId)

    // The files name the card member by its avatar file, as the story's characters.
    const definition = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/group/export?part=definition`,
      { headers: { authorization: `Bearer ${reader.token}`, ...world.server.clientHeaders } },
    )
    const group = (await definition.json()) as { members: string[] }
    expect(group.members).toEqual(['Elias Brand.png', 'Wren Calloway.png', 'Mira.png'])
    const chat = await fetch(
      `${world.server.url}/api/story-chat/chat-room/${roomOid}/group/export`,
      {
        headers: { authorization: `Bearer ${reader.token}`, ...world.server.clientHeaders },
      },
    )
    expect(await chat.text()).toContain('"original_avatar":"Mira.png"')
  })
})
