/**
 * `/api/emoticon/…`: the spec's three group calls, plus the upload screen's calls (designed:
 * docs/EMOTICONS.md). The upload takes the image as the raw request body, like the studio's
 * other image uploads.
 */
import { Hono } from 'hono'
import {
  type AppEnv,
  badRequest,
  noteAdminChange,
  notFound,
  rateLimit,
  readBody,
  readQuery,
  requireUser,
  type SessionUser,
} from '../http'
import {
  creatorGroupsQuery,
  deleteEmoticonRequest,
  type EmoticonGroupsResponse,
  freeGroupsQuery,
  PLATFORM_EMOTICON_OWNER,
  saveGroupsRequest,
  uploadQuery,
  usableQuery,
} from './contract'
import type { EmoticonsService } from './service'

const IMAGE_KEY = /^[0-9a-f]{24}\.(png|jpg|gif)$/
// Generous for a creator filling a library, low enough that one account cannot fill the store.
const writeLimit = rateLimit({ name: 'emoticons.write', limit: 120, windowMs: 60_000 })

export function emoticonRoutes(service: EmoticonsService): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post('/groups', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, saveGroupsRequest)
    const saved = await service.saveGroups(user, body.creatorOid, body.emoticonGroups)
    if (actsForOthers(user, body.creatorOid))
      noteAdminChange(c, {
        action:
          body.creatorOid === PLATFORM_EMOTICON_OWNER
            ? 'emoticon.platform-groups'
            : 'emoticon.groups',
        target: { kind: 'user', oid: body.creatorOid },
        after: groupSummary(saved),
      })
    return c.json(saved)
  })

  routes.get('/group/creator', async (c) => {
    const { creatorOid } = readQuery(c, creatorGroupsQuery)
    return c.json(await service.viewerGroups(c.get('auth').user, creatorOid))
  })

  routes.get('/group/free', async (c) => {
    const { creatorOid } = readQuery(c, freeGroupsQuery)
    return c.json(await service.freeGroups(creatorOid))
  })

  routes.get('/group/usable', async (c) => {
    const { creatorOid } = readQuery(c, usableQuery)
    return c.json(await service.usableGroups(c.get('auth').user, creatorOid))
  })

  routes.post('/upload', writeLimit, async (c) => {
    const user = requireUser(c)
    const query = readQuery(c, uploadQuery)
    const contentType = c.req.header('content-type') ?? ''
    if (contentType.includes('multipart/') || contentType.includes('application/json')) {
      throw badRequest('IMAGE_BODY_EXPECTED', 'Send the image bytes as the request body.')
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const emoticon = await service.upload(user, { ...query, bytes, contentType })
    if (actsForOthers(user, query.creatorOid))
      noteAdminChange(c, {
        action:
          query.creatorOid === PLATFORM_EMOTICON_OWNER
            ? 'emoticon.sample-upload'
            : 'emoticon.upload',
        target: { kind: 'emoticon', oid: emoticon._id },
        before: null,
        after: { name: emoticon.name, key: emoticon.key, type: emoticon.type },
      })
    return c.json({ emoticon }, 201)
  })

  routes.get('/uploads', async (c) => {
    const user = requireUser(c)
    const { creatorOid } = readQuery(c, creatorGroupsQuery)
    return c.json({ emoticons: await service.library(user, creatorOid) })
  })

  routes.post('/delete', writeLimit, async (c) => {
    const user = requireUser(c)
    const body = readBody(c, deleteEmoticonRequest)
    const deleted = await service.deleteEmoticon(user, body.creatorOid, body.emoticonOid)
    if (actsForOthers(user, body.creatorOid))
      noteAdminChange(c, {
        action:
          body.creatorOid === PLATFORM_EMOTICON_OWNER
            ? 'emoticon.sample-remove'
            : 'emoticon.remove',
        target: { kind: 'emoticon', oid: body.emoticonOid },
        before: { emoticonOid: body.emoticonOid, deleted: false },
        after: { emoticonOid: body.emoticonOid, deleted: true },
      })
    return c.json(deleted)
  })

  // An emoticon's image never changes under its key: cached for a year, immutable.
  routes.get('/image/:key', async (c) => {
    const key = c.req.param('key')
    if (!IMAGE_KEY.test(key)) throw notFound('Emoticon not found', 'EMOTICON_NOT_FOUND')
    const image = await service.readImage(key)
    if (!image) throw notFound('Emoticon not found', 'EMOTICON_NOT_FOUND')
    return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return routes
}

/** A saved group list as the audit log keeps it: names, types and emoticon ids. */
function groupSummary(saved: EmoticonGroupsResponse) {
  return saved.emoticonGroups.map((group) => ({
    _id: group._id,
    name: group.name,
    type: group.type,
    emoticons: group.emoticons.map((emoticon) => emoticon._id),
  }))
}

/**
 * An admin changing the platform's emoticons (iconsample) or a creator's: the change is theirs
 * as an admin and goes to the audit log. A creator's own changes are not admin changes.
 */
function actsForOthers(user: SessionUser, creatorOid: string): boolean {
  return user.roles.includes('admin') && creatorOid !== user.oid
}
