import { Hono } from 'hono'
import { z } from 'zod'
import { chooseSituationImage, type TurnState } from '../../../engine/turn'
import {
  type AppEnv,
  badRequest,
  objectIdField,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
  type UrlSigner,
} from '../../http'
import { actorOf } from '../actor'
import type { ChatRuntime } from '../chat-runtime'
import { boughtImageHashes, imageAddress } from '../images/image-view'
import { activePath } from '../rooms/messages'
import { findOwnedRoom } from '../rooms/rooms'
import { ownerOf } from '../runtime'
import { storyChatSettingsSchema } from '../turns/settings'
import { resolveTurnModel } from '../turns/turn-model'
import { readUserChatOptions, writeUserChatOptions } from './options'
import {
  createPersona,
  deletePersona,
  findPersona,
  listPersonas,
  MAX_PERSONAS,
  updatePersona,
} from './personas'

const oid = objectIdField()
const personaFields = {
  name: z.string().trim().min(1).max(40),
  prompt: z.string().max(4000),
  sex: z.enum(['female', 'male', 'other']),
}

/** Calls about one's own things: personas, chat options, and reads about a room. */
export function personalRoutes(runtime: ChatRuntime, signer: UrlSigner) {
  const { deps } = runtime
  const db = deps.database.db
  const app = new Hono<AppEnv>()

  app.get('/personas', async (c) => {
    const user = requireUser(c)
    const personas = await listPersonas(db, user.oid)
    return c.json({ personas: personas.map(personaView) })
  })
  app.post('/personas/create', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, z.object(personaFields))
    if ((await listPersonas(db, user.oid)).length >= MAX_PERSONAS) {
      throw badRequest('TOO_MANY_PERSONAS', `You can keep at most ${MAX_PERSONAS} personas.`)
    }
    return c.json({ persona: personaView(await createPersona(db, user.oid, body)) })
  })
  app.post('/personas/update', async (c) => {
    const user = requireUser(c)
    const { personaOid, ...changes } = readBody(
      c,
      z.object({
        personaOid: oid,
        name: personaFields.name.optional(),
        prompt: personaFields.prompt.optional(),
        sex: personaFields.sex.optional(),
      }),
    )
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    )
    return c.json({ persona: personaView(await updatePersona(db, user.oid, personaOid, defined)) })
  })
  app.delete('/personas', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, z.object({ personaOid: oid }))
    await deletePersona(db, user.oid, body.personaOid)
    return c.json({ ok: true })
  })

  app.get('/user-chat-options', async (c) => {
    const user = requireUser(c)
    return c.json({ options: await readUserChatOptions(db, user.oid) })
  })
  app.post('/user-chat-options', async (c) => {
    const user = requireUser(c)
    const body = readBody(c, z.object({ options: storyChatSettingsSchema.strict() }))
    if (body.options.model !== undefined) resolveTurnModel(deps, body.options.model)
    // Only one's own persona: another's is "not found".
    if (body.options.personaOid) await findPersona(db, user.oid, body.options.personaOid)
    const merged = { ...(await readUserChatOptions(db, user.oid)), ...body.options }
    await writeUserChatOptions(db, user.oid, merged)
    return c.json({ options: merged })
  })

  app.post(
    '/count-tokens',
    rateLimit({ name: 'count-tokens', limit: 120, windowMs: 60_000 }),
    async (c) => {
      actorOf(c)
      const body = readBody(c, z.object({ text: z.string().max(200_000) }))
      return c.json({ tokens: deps.tokenizer.count(body.text), tokenizer: deps.tokenizer.name })
    },
  )

  /** The characters of a room's story, for the side panel. */
  app.get('/character-info', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(c, z.object({ roomOid: oid }))
    const room = await findOwnedRoom(db, query.roomOid, ownerOf(actor))
    const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
    return c.json({
      characters: compiled.cast.map((character) => ({
        id: character.id,
        name: character.name,
        description: character.description,
        personality: character.personality,
        imageIds: character.imageIds,
        // The first free picture of the character: the chat shows it as the portrait.
        portraitUrl:
          compiled.images.find(
            (image) => character.imageIds.includes(image.id) && image.price === 0,
          )?.url ?? null,
      })),
    })
  })

  /**
   * The picture that fits the current scene and text; locked pictures come without their
   * address, bought ones (and those the story unlocked) with a signed link.
   */
  app.get('/situation-image', async (c) => {
    const actor = actorOf(c)
    const query = readQuery(c, z.object({ roomOid: oid }))
    const room = await findOwnedRoom(db, query.roomOid, ownerOf(actor))
    const { compiled } = await runtime.compiledFor(room.content_oid, room.compiled_version)
    const path = await activePath(db, room.head_message_oid, 4)
    const head = path.at(-1)
    if (!head?.state) return c.json({ image: null })
    const choice = chooseSituationImage(
      compiled,
      head.state as TurnState,
      path.map((message) => message.text).join('\n'),
    )
    if (!choice) return c.json({ image: null })
    const address = imageAddress(choice.image, {
      contentOid: room.content_oid,
      stateUnlockedIds: (head.state as TurnState).unlockedImageIds,
      boughtHashes: choice.locked
        ? await boughtImageHashes(deps.database, actor.user?.oid ?? null, room.content_oid)
        : new Set(),
      signer,
      now: deps.clock.now(),
    })
    return c.json({
      image: {
        imageId: choice.image.id,
        imageHash: choice.image.hash,
        tags: choice.image.tags,
        matchedTags: choice.matchedTags,
        ...address,
      },
    })
  })

  return app
}

function personaView(persona: { oid: string; name: string; prompt: string; sex: string }) {
  return { personaOid: persona.oid, name: persona.name, prompt: persona.prompt, sex: persona.sex }
}
