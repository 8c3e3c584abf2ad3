/**
 * The chat stream contract (`platform/chat/contract.ts`) as zod schemas, so a test can
 * check what the server really sends. Each schema is typed against the contract's data:
 * a field added to one and not the other fails to compile; `strict` refuses a field the
 * server sends that the contract does not declare.
 */
import { z } from 'zod'
import type { ChatEvent, ChatEventName, EventData } from '../../platform/chat/contract'
import { type SseEvent, toChatEvent } from '../../web/stream'

const oid = z.string().regex(/^[0-9a-f]{24}$/)
const count = z.number().int().min(0)
const variableValue = z.union([z.string(), z.number(), z.boolean()])

export const chatEventSchemas: { [K in ChatEventName]: z.ZodType<EventData<K>> } = {
  'message-start': z.strictObject({
    messageId: oid,
    userMessageId: oid.nullable(),
    parentId: oid.nullable(),
    roomId: oid,
    turnIndex: count,
    model: z.string().min(1),
    offline: z.boolean(),
    quote: count,
    paidWith: z.enum([
      'hold',
      'guest-free-chat',
      'coupon',
      'test-offline',
      'test-allowance',
      'none',
    ]),
    // A group chat's reply names its member (docs/GROUP-CHATS.md).
    speaker: z
      .strictObject({
        id: z.string().min(1),
        name: z.string().min(1),
        portraitUrl: z.string().min(1).nullable(),
      })
      .optional(),
  }),
  'text-delta': z.strictObject({ delta: z.string().min(1) }),
  'state-update': z.strictObject({
    sceneId: z.string(),
    variables: z.record(z.string(), variableValue),
    turnIndex: count,
    ended: z.boolean(),
    endText: z.string().min(1).nullable(),
    triggersFired: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    variableChanges: z.array(
      z.strictObject({
        name: z.string(),
        from: variableValue.optional(),
        to: variableValue,
        source: z.enum(['state-block', 'trigger']),
      }),
    ),
  }),
  image: z.strictObject({
    imageId: z.string(),
    imageHash: z.string().min(1),
    tags: z.array(z.string()),
    situation: z.boolean(),
    locked: z.boolean(),
    price: count,
    url: z.string().min(1).nullable(),
  }),
  'message-end': z.strictObject({
    messageId: oid,
    text: z.string(),
    creditsCharged: count,
    turnIndex: count,
  }),
  error: z.strictObject({
    messageId: oid,
    error: z.string().min(1),
    code: z.enum(['PROVIDER_ERROR', 'PROVIDER_RATE_LIMITED', 'ABORTED', 'INTERRUPTED', 'SERVER']),
  }),
}

/**
 * Reads one raw SSE event as the contract's `ChatEvent`, or throws naming what does not
 * fit: an unknown name, an id not `<messageOid>:<seq>`, or data off the contract.
 */
export function parseChatEvent(raw: SseEvent): ChatEvent {
  const event = toChatEvent(raw)
  if (!event) throw new Error(`Not a chat event: ${raw.event} ${raw.data}`)
  if (!/^[0-9a-f]{24}:[1-9]\d*$/.test(event.id ?? ''))
    throw new Error(`A ${event.type} event without a <messageOid>:<seq> id: ${event.id}`)
  const result = chatEventSchemas[event.type].safeParse(event.data)
  if (!result.success)
    throw new Error(`A ${event.type} event off the contract: ${raw.data}\n${result.error.message}`)
  return event
}
