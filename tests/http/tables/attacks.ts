/**
 * Requests a security probe sent, each with the refusal it must get. Random fuzzing only
 * proves a route never answers 5xx; these rows prove that what was once accepted (a loose
 * number, another user's persona, a body the server should not read) stays refused.
 */
import type { FuzzCaller } from '../../support/fuzz'
import { FUZZ_PLACEHOLDERS } from './chat-fuzz'

/** Stands for a persona of another user (the admin's), created by the suite. */
export const FOREIGN_PERSONA = ':foreignPersona'

export interface AttackRow {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  caller: FuzzCaller
  /** A JSON body, a query (GET), or raw bytes sent as `application/json`. */
  body?: Record<string, unknown>
  query?: Record<string, string>
  raw?: Uint8Array
  status: number
  code: string
}

const room = FUZZ_PLACEHOLDERS.room
const utf8 = (text: string) => new TextEncoder().encode(text)

/** Numbers a coercion read: an array, hexadecimal, padded, exponent, and text. */
const looseNumbers: unknown[] = [[3], '0x3', ' 3 ', '2e0', '3']
const looseQueryNumbers = ['0x3', ' 3 ', '2e0', '3.0', '']

export const attacks: AttackRow[] = [
  ...looseNumbers.map(
    (amount): AttackRow => ({
      name: `convert/credit amount ${JSON.stringify(amount)}`,
      method: 'POST',
      path: '/story-chat/convert/credit',
      caller: 'user',
      body: { amount, type: 'coin' },
      status: 400,
      code: 'INVALID_PARAMETERS',
    }),
  ),
  {
    name: 'convert/credit amount 2.5',
    method: 'POST',
    path: '/story-chat/convert/credit',
    caller: 'user',
    body: { amount: 2.5 },
    status: 400,
    code: 'INVALID_PARAMETERS',
  },
  ...['100', ' 100 ', '1e2', '0x64'].map(
    (coins): AttackRow => ({
      name: `payment/charge coins ${JSON.stringify(coins)}`,
      method: 'POST',
      path: '/payment/charge',
      caller: 'user',
      body: { coins, currency: 'USD', method: 'sandbox' },
      status: 400,
      code: 'INVALID_PARAMETERS',
    }),
  ),
  ...looseQueryNumbers.map(
    (count): AttackRow => ({
      name: `live/paymenthistory count ${JSON.stringify(count)}`,
      method: 'GET',
      path: '/live/paymenthistory',
      caller: 'user',
      query: { count },
      status: 400,
      code: 'INVALID_PARAMETERS',
    }),
  ),
  ...looseQueryNumbers.map(
    (count): AttackRow => ({
      name: `prev-messages count ${JSON.stringify(count)}`,
      method: 'GET',
      path: `/story-chat/chat-room/${room}/prev-messages`,
      caller: 'user',
      query: { count },
      status: 400,
      code: 'INVALID_PARAMETERS',
    }),
  ),
  ...looseQueryNumbers.map(
    (limit): AttackRow => ({
      name: `prompt-logs limit ${JSON.stringify(limit)}`,
      method: 'GET',
      path: '/story-chat/prompt-logs',
      caller: 'user',
      query: { roomOid: room, limit },
      status: 400,
      code: 'INVALID_PARAMETERS',
    }),
  ),
  {
    name: 'a card index "0x1" in the path (it answered 500)',
    method: 'DELETE',
    path: '/payment/stripe/card/0x1',
    caller: 'user',
    status: 400,
    code: 'INVALID_PARAMETERS',
  },
  {
    name: "user-settings naming another user's persona",
    method: 'POST',
    path: `/story-chat/chat-room/${room}/user-settings`,
    caller: 'user',
    body: { settings: { personaOid: FOREIGN_PERSONA } },
    status: 404,
    code: 'PERSONA_NOT_FOUND',
  },
  {
    name: "a guest's user-settings naming a user's persona",
    method: 'POST',
    path: `/story-chat/chat-room/${room}/user-settings`,
    caller: 'guest',
    body: { settings: { personaOid: FOREIGN_PERSONA } },
    status: 404,
    code: 'PERSONA_NOT_FOUND',
  },
  {
    name: "user-chat-options naming another user's persona",
    method: 'POST',
    path: '/story-chat/user-chat-options',
    caller: 'user',
    body: { options: { personaOid: FOREIGN_PERSONA } },
    status: 404,
    code: 'PERSONA_NOT_FOUND',
  },
  {
    name: 'malformed UTF-8 in a body',
    method: 'POST',
    path: '/story-chat/chat-room',
    caller: 'user',
    raw: new Uint8Array([...utf8('{"contentOid":"'), 0xc3, 0x28, ...utf8('"}')]),
    status: 400,
    code: 'INVALID_UTF8',
  },
  {
    name: 'a lone surrogate in a JSON string',
    method: 'POST',
    path: `/story-chat/chat-room/${room}/update-field`,
    caller: 'user',
    raw: utf8('{"fieldName":"title","fieldValue":"x\\ud800"}'),
    status: 400,
    code: 'INVALID_TEXT',
  },
  {
    name: '150,000 nested objects',
    method: 'POST',
    path: '/story-chat/convert/credit',
    caller: 'user',
    raw: utf8(`${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`),
    status: 400,
    code: 'JSON_TOO_DEEP',
  },
  {
    name: 'a 100 KB body before any session',
    method: 'POST',
    path: '/account/login',
    caller: 'none',
    raw: utf8(`{"email":"a@example.com","password":"${'x'.repeat(100_000)}"}`),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
]
