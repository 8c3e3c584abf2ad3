import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAT_IMPORT_LIMITS } from './contract'
import {
  ChatFileError,
  humanizedDate,
  type PortableChat,
  readDate,
  readSillyTavernChat,
  writeSillyTavernChat,
} from './sillytavern-chat'

const LIMITS = CHAT_IMPORT_LIMITS

/** A chat file as SillyTavern saves one (its own header and message fields, a swiped reply). */
const SILLYTAVERN_FILE = [
  JSON.stringify({
    user_name: 'Mira',
    character_name: 'Seraphina',
    create_date: '2024-5-14 @21h 04m 09s 345ms',
    chat_metadata: { integrity: 'c0ffee', note_prompt: '' },
  }),
  JSON.stringify({
    name: 'Seraphina',
    is_user: false,
    is_system: false,
    send_date: 'May 14, 2024 9:04pm',
    mes: '*She smiles.* "Welcome to the glade."',
    extra: {},
  }),
  JSON.stringify({
    name: 'Mira',
    is_user: true,
    send_date: 1715720700000,
    mes: 'Where am I?',
    extra: {},
  }),
  JSON.stringify({ name: 'System', is_user: false, is_system: true, mes: 'hidden note' }),
  JSON.stringify({
    name: 'Seraphina',
    is_user: false,
    send_date: '2024-05-14T21:05:30.000Z',
    mes: 'In my forest.',
    swipes: ['In the forest.', 'In my forest.', 'Safe.'],
    swipe_id: 1,
    swipe_info: [],
  }),
  '',
].join('\r\n')

function problemOf(text: string): { problem: string; line: number | null; message: string } {
  try {
    readSillyTavernChat(text, LIMITS)
  } catch (error) {
    if (error instanceof ChatFileError)
      return { problem: error.problem, line: error.line, message: error.message }
    throw error
  }
  throw new Error('the file was read')
}

const header = JSON.stringify({ user_name: 'You', character_name: 'Keeper' })
const line = (value: unknown) => JSON.stringify(value)

describe('reading a SillyTavern chat file', () => {
  it('reads the header, the messages, the swipes and every date form SillyTavern writes', () => {
    const chat = readSillyTavernChat(SILLYTAVERN_FILE, LIMITS)
    expect(chat.userName).toBe('Mira')
    expect(chat.characterName).toBe('Seraphina')
    expect(chat.createdAt?.toISOString()).toBe('2024-05-14T21:04:09.345Z')
    expect(chat.metadata).toEqual({ integrity: 'c0ffee', note_prompt: '' })
    // The hidden (system) line is left out, as SillyTavern leaves it out of prompts.
    expect(chat.messages.map((message) => [message.isUser, message.name, message.text])).toEqual([
      [false, 'Seraphina', '*She smiles.* "Welcome to the glade."'],
      [true, 'Mira', 'Where am I?'],
      [false, 'Seraphina', 'In my forest.'],
    ])
    expect(chat.messages[1]?.sentAt?.toISOString()).toBe('2024-05-14T21:05:00.000Z')
    expect(chat.messages[2]?.sentAt?.toISOString()).toBe('2024-05-14T21:05:30.000Z')
    expect(chat.messages[0]?.sentAt?.toISOString()).toBe('2024-05-14T21:04:00.000Z')
    expect(chat.messages[2]?.swipes).toEqual({
      texts: ['In the forest.', 'In my forest.', 'Safe.'],
      chosen: 1,
    })
  })

  it('names a speaker the line leaves unnamed after the header, and unwraps Chub’s messages', () => {
    const chat = readSillyTavernChat(
      [
        header,
        line({ is_user: false, mes: { message: 'Hello.' } }),
        line({ is_user: true, mes: 'Hi.' }),
        line({ is_user: false, mes: 'Yes?', swipes: [{ message: 'Yes?' }, { message: 'No.' }] }),
      ].join('\n'),
      LIMITS,
    )
    expect(chat.messages.map((message) => message.name)).toEqual(['Keeper', 'You', 'Keeper'])
    expect(chat.messages[0]?.text).toBe('Hello.')
    expect(chat.messages[2]?.swipes).toEqual({ texts: ['Yes?', 'No.'], chosen: 0 })
  })

  it('puts the message’s own text in its swipe, and drops a list of one', () => {
    const chat = readSillyTavernChat(
      [
        header,
        line({ is_user: false, mes: 'Edited.', swipes: ['Old.', 'Other.'], swipe_id: 0 }),
        line({ is_user: false, mes: 'Alone.', swipes: ['Alone.'] }),
        line({ is_user: false, mes: 'Off.', swipes: ['A.', 'B.'], swipe_id: 7 }),
      ].join('\n'),
      LIMITS,
    )
    expect(chat.messages[0]?.swipes).toEqual({ texts: ['Edited.', 'Other.'], chosen: 0 })
    expect(chat.messages[1]?.swipes).toBeUndefined()
    // A swipe id out of range falls back to the message's place, else the first.
    expect(chat.messages[2]?.swipes).toEqual({ texts: ['Off.', 'B.'], chosen: 0 })
  })

  it.each([
    ['an empty file', '', 'EMPTY', null, 'The file is empty.'],
    ['a broken line', '{"user_name":', 'NOT_JSON', 1, 'Line 1 is not valid JSON.'],
    ['a list', '[1,2]', 'NOT_JSON', 1, 'Line 1 is not a JSON object.'],
    [
      'a message first',
      line({ name: 'Keeper', is_user: false, mes: 'Hi.' }),
      'NOT_A_HEADER',
      1,
      'Line 1 is not a SillyTavern chat header: it needs "user_name" and "character_name".',
    ],
    ['a header alone', header, 'NO_MESSAGES', null, 'The chat has no messages.'],
    [
      'a message without text',
      `${header}\n\n${line({ is_user: true })}`,
      'NO_TEXT',
      3,
      'Line 3 has no message text ("mes").',
    ],
    [
      'a wrong is_user',
      `${header}\n${line({ is_user: 'yes', mes: 'x' })}`,
      'BAD_FIELD',
      2,
      'Line 2: "is_user" must be true or false.',
    ],
    [
      'swipes that are no list',
      `${header}\n${line({ is_user: false, mes: 'x', swipes: 'x' })}`,
      'BAD_FIELD',
      2,
      'Line 2: "swipes" must be a list of texts.',
    ],
    [
      'a message too long',
      `${header}\n${line({ is_user: false, mes: 'x'.repeat(8_001) })}`,
      'MESSAGE_TOO_LONG',
      2,
      'Line 2: a message is longer than 8,000 characters.',
    ],
    [
      'too many swipes',
      `${header}\n${line({ is_user: false, mes: 'x', swipes: Array(21).fill('x') })}`,
      'TOO_MANY_SWIPES',
      2,
      'Line 2 has more than 20 swipes.',
    ],
  ])('refuses %s as %s at line %s', (_label, text, problem, lineNumber, message) => {
    expect(problemOf(text)).toEqual({ problem, line: lineNumber, message })
  })

  it('refuses a file over its size in bytes and a chat over its messages', () => {
    const wide = `${header}\n${line({ is_user: false, mes: '가'.repeat(200_000) })}`
    expect(problemOf(wide)).toEqual({
      problem: 'TOO_LARGE',
      line: null,
      message: 'The file is larger than 512 KB.',
    })
    const long = [header, ...Array.from({ length: 1_001 }, () => line({ mes: 'x' }))].join('\n')
    expect(problemOf(long)).toEqual({
      problem: 'TOO_MANY_MESSAGES',
      line: 1_002,
      message: 'The chat has more than 1,000 messages.',
    })
  })
})

describe('dates', () => {
  it('writes SillyTavern’s humanized form in UTC and reads it back to the millisecond', () => {
    const date = new Date('2025-01-02T03:04:05.006Z')
    expect(humanizedDate(date)).toBe('2025-1-2 @03h 04m 05s 006ms')
    expect(readDate(humanizedDate(date))?.getTime()).toBe(date.getTime())
  })

  it('reads nothing it cannot place between 1970 and 9999', () => {
    expect(readDate('soon')).toBeNull()
    expect(readDate(-1)).toBeNull()
    expect(readDate(Number.POSITIVE_INFINITY)).toBeNull()
    expect(readDate(null)).toBeNull()
  })
})

/** Chats as the writer receives them: any text, names, dates and a reply's swipes. */
const chatArbitrary: fc.Arbitrary<PortableChat> = fc
  .record({
    userName: fc.string({ maxLength: 20 }),
    characterName: fc.string({ maxLength: 20 }),
    createdAt: fc.date({
      min: new Date('1970-01-01T00:00:00.000Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    }),
    metadata: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 3,
    }),
    messages: fc.array(
      fc
        .record({
          isUser: fc.boolean(),
          name: fc.string({ maxLength: 20 }),
          text: fc.oneof(
            fc.string({ maxLength: 60 }),
            fc.string({ unit: 'grapheme', maxLength: 30 }),
            fc.constantFrom('line one\nline two', '"quoted"\r\n\t', '{"mes":"not a line"}'),
          ),
          sentAt: fc.option(
            fc.date({
              min: new Date('1970-01-01T00:00:00.000Z'),
              max: new Date('9999-12-31T23:59:59.999Z'),
              noInvalidDate: true,
            }),
            { nil: null },
          ),
          others: fc.array(fc.string({ maxLength: 30 }), { maxLength: 3 }),
          at: fc.nat(),
        })
        .map(({ others, at, ...message }) => {
          if (message.isUser || others.length === 0) return message
          const chosen = at % (others.length + 1)
          const texts = [...others.slice(0, chosen), message.text, ...others.slice(chosen)]
          return { ...message, swipes: { texts, chosen } }
        }),
      { minLength: 1, maxLength: 8 },
    ),
  })
  // `__proto__` as a metadata key is not what JSON.parse gives back as an own key.
  .filter((chat) => !('__proto__' in chat.metadata))

describe('writing and reading back', () => {
  it('reads back exactly the chat it wrote (names, texts, dates, swipes, metadata)', () => {
    const seen = { swipes: 0, multiline: 0, missingDate: 0, player: 0 }
    fc.assert(
      fc.property(chatArbitrary, (chat) => {
        const text = writeSillyTavernChat(chat)
        expect(readSillyTavernChat(text, LIMITS)).toEqual(chat)
        for (const message of chat.messages) {
          if (message.swipes) seen.swipes++
          if (message.text.includes('\n')) seen.multiline++
          if (!message.sentAt) seen.missingDate++
          if (message.isUser) seen.player++
        }
      }),
      { numRuns: 300 },
    )
    // The pinned seed reaches the cases that matter: swipes, line breaks in a message, a
    // message without a date and the player's messages.
    expect(Math.min(...Object.values(seen))).toBeGreaterThan(0)
  })

  it('writes one JSON object a line, the header first, with SillyTavern’s field names', () => {
    const text = writeSillyTavernChat({
      userName: 'Mira',
      characterName: 'Keeper',
      createdAt: new Date('2025-03-01T10:00:00.000Z'),
      metadata: { taleloom: { contentOid: 'c' } },
      messages: [
        {
          isUser: false,
          name: 'Keeper',
          text: 'Hello.',
          sentAt: new Date('2025-03-01T10:00:00.000Z'),
          swipes: { texts: ['Hello.', 'Hi.'], chosen: 0 },
        },
        { isUser: true, name: 'Mira', text: 'Hi.', sentAt: new Date('2025-03-01T10:01:00.000Z') },
      ],
    })
    const lines = text
      .trimEnd()
      .split('\n')
      .map((body) => JSON.parse(body))
    expect(lines).toEqual([
      {
        user_name: 'Mira',
        character_name: 'Keeper',
        create_date: '2025-3-1 @10h 00m 00s 000ms',
        chat_metadata: { taleloom: { contentOid: 'c' } },
      },
      {
        name: 'Keeper',
        is_user: false,
        send_date: '2025-03-01T10:00:00.000Z',
        mes: 'Hello.',
        swipes: ['Hello.', 'Hi.'],
        swipe_id: 0,
      },
      { name: 'Mira', is_user: true, send_date: '2025-03-01T10:01:00.000Z', mes: 'Hi.' },
    ])
  })
})
