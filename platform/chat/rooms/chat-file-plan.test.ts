import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { TurnState } from '../../../engine/turn'
import { type ImportRow, planImport, portableChatOf } from './chat-file-plan'
import { ChatFileError, type PortableChat, type PortableMessage } from './sillytavern-chat'

const OPENING = {
  sceneId: 'harbour',
  variables: { lamp: 'dark' },
  turnIndex: 0,
} as unknown as TurnState
const NOW = new Date('2026-02-01T12:00:00.000Z')
const names = { userName: 'Mira', characterName: 'Keeper' }

function ids() {
  let next = 0
  return () => `m${String(++next).padStart(3, '0')}`
}

function chatOf(messages: PortableMessage[]): PortableChat {
  return { ...names, createdAt: NOW, metadata: {}, messages }
}

const reply = (text: string, extra: Partial<PortableMessage> = {}): PortableMessage => ({
  isUser: false,
  name: 'Keeper',
  text,
  sentAt: new Date('2026-01-01T10:00:00.000Z'),
  ...extra,
})
const said = (text: string): PortableMessage => ({
  isUser: true,
  name: 'Mira',
  text,
  sentAt: new Date('2026-01-01T10:01:00.000Z'),
})

/** The stored rooms' view of the plan's rows: the path from the head, the alternatives by reply. */
function storedOf(rows: ImportRow[], headOid: string) {
  const byOid = new Map(rows.map((row) => [row.oid, row]))
  const path: ImportRow[] = []
  for (let at = byOid.get(headOid); at; at = at.parentOid ? byOid.get(at.parentOid) : undefined)
    path.unshift(at)
  const asMessage = (row: ImportRow) => ({
    oid: row.oid,
    role: row.role,
    text: row.text,
    status: 'complete' as const,
    hidden: false,
    created_at: row.createdAt,
  })
  const alternatives = new Map(
    path
      .filter((row) => row.role === 'assistant')
      .map((row) => [
        row.oid,
        rows
          .filter((other) => other.role === 'assistant' && other.parentOid === row.parentOid)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
          .map(asMessage),
      ]),
  )
  return { path: path.map(asMessage), alternatives }
}

describe('planImport', () => {
  it('writes one path, a turn per player message, the opening state on every reply', () => {
    const plan = planImport(
      chatOf([reply('Welcome.'), said('Hello.'), reply('The lamp is dark.'), reply('Still.')]),
      { opening: OPENING, now: NOW, newId: ids() },
    )
    expect(
      plan.rows.map((row) => [row.oid, row.parentOid, row.role, row.depth, row.turnIndex]),
    ).toEqual([
      ['m001', null, 'assistant', 0, 0],
      ['m002', 'm001', 'user', 1, 1],
      ['m003', 'm002', 'assistant', 2, 1],
      ['m004', 'm003', 'assistant', 3, 1],
    ])
    expect(plan.rows[0]?.state).toEqual(OPENING)
    expect(plan.rows[1]?.state).toBeNull()
    // A turn continues from any reply: each carries the opening at its own turn.
    expect(plan.rows[2]?.state).toEqual({ ...OPENING, turnIndex: 1 })
    expect(plan).toMatchObject({ headOid: 'm004', messages: 4, alternatives: 0 })
  })

  it('writes a reply’s swipes as its alternatives, in the file’s order, the chosen one on the path', () => {
    const plan = planImport(
      chatOf([reply('B', { swipes: { texts: ['A', 'B', 'C'], chosen: 1 } })]),
      { opening: OPENING, now: NOW, newId: ids() },
    )
    expect(plan.rows.map((row) => [row.oid, row.text, row.parentOid])).toEqual([
      ['m001', 'A', null],
      ['m002', 'B', null],
      ['m003', 'C', null],
    ])
    const times = plan.rows.map((row) => row.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    // The chosen reply keeps the file's time.
    expect(plan.rows[1]?.createdAt.toISOString()).toBe('2026-01-01T10:00:00.000Z')
    expect(plan).toMatchObject({ headOid: 'm002', messages: 1, alternatives: 2 })
  })

  it('reads a date in the future, or none, as now', () => {
    const plan = planImport(
      chatOf([
        reply('Later.', { sentAt: new Date('2030-01-01T00:00:00.000Z') }),
        reply('Undated.', { sentAt: null }),
      ]),
      { opening: OPENING, now: NOW, newId: ids() },
    )
    expect(plan.rows.map((row) => row.createdAt.toISOString())).toEqual([
      NOW.toISOString(),
      NOW.toISOString(),
    ])
  })

  it("refuses a chat that ends with the player's message", () => {
    const plan = () =>
      planImport(chatOf([reply('Welcome.'), said('Hello?')]), {
        opening: OPENING,
        now: NOW,
        newId: ids(),
      })
    expect(plan).toThrow(ChatFileError)
    expect(plan).toThrow("The chat ends with the player's message")
  })
})

describe('portableChatOf', () => {
  it('writes the path’s finished messages and a reply’s finished alternatives as swipes', () => {
    const at = new Date('2026-01-01T10:00:00.000Z')
    const message = (oid: string, role: 'user' | 'assistant', status = 'complete' as const) => ({
      oid,
      role,
      text: `text ${oid}`,
      status,
      hidden: false,
      created_at: at,
    })
    const chat = portableChatOf({
      names,
      createdAt: at,
      metadata: { taleloom: { title: 'T' } },
      path: [message('g', 'assistant'), message('u', 'user'), message('r2', 'assistant')],
      alternatives: new Map([
        ['g', [message('g', 'assistant')]],
        [
          'r2',
          [
            message('r1', 'assistant'),
            message('r2', 'assistant'),
            { ...message('r3', 'assistant'), status: 'failed' as const },
          ],
        ],
      ]),
    })
    expect(chat.messages).toEqual([
      { isUser: false, name: 'Keeper', text: 'text g', sentAt: at },
      { isUser: true, name: 'Mira', text: 'text u', sentAt: at },
      {
        isUser: false,
        name: 'Keeper',
        text: 'text r2',
        sentAt: at,
        swipes: { texts: ['text r1', 'text r2'], chosen: 1 },
      },
    ])
    expect(chat.metadata).toEqual({ taleloom: { title: 'T' } })
  })
})

describe('a room exported, imported and exported again', () => {
  const message: fc.Arbitrary<PortableMessage> = fc
    .record({
      isUser: fc.boolean(),
      text: fc.string({ maxLength: 40 }),
      sentAt: fc.date({
        min: new Date('2020-01-01T00:00:00.000Z'),
        max: new Date('2026-01-31T00:00:00.000Z'),
        noInvalidDate: true,
      }),
      others: fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
      at: fc.nat(),
    })
    .map(({ isUser, text, sentAt, others, at }) => {
      const base = { isUser, name: isUser ? names.userName : names.characterName, text, sentAt }
      if (isUser || others.length === 0) return base
      const chosen = at % (others.length + 1)
      return {
        ...base,
        swipes: { texts: [...others.slice(0, chosen), text, ...others.slice(chosen)], chosen },
      }
    })

  it('gives back the same messages, speakers, dates and swipes', () => {
    let swiped = 0
    fc.assert(
      fc.property(
        fc
          .array(message, { minLength: 1, maxLength: 10 })
          .map((messages) => [
            ...messages,
            { isUser: false, name: names.characterName, text: 'The end.', sentAt: NOW },
          ]),
        (messages) => {
          const chat = chatOf(messages)
          const plan = planImport(chat, { opening: OPENING, now: NOW, newId: ids() })
          const stored = storedOf(plan.rows, plan.headOid)
          const again = portableChatOf({ names, createdAt: NOW, metadata: {}, ...stored })
          expect(again).toEqual(chat)
          swiped += messages.filter((entry) => entry.swipes).length
        },
      ),
      { numRuns: 200 },
    )
    // The pinned seed reaches replies with alternatives.
    expect(swiped).toBeGreaterThan(0)
  })
})
