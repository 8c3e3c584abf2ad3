/**
 * The emoticons service: uploads (judged, stored in the object store, recorded), the
 * creator's groups saved whole, and the groups a viewer sees with whether they may use them.
 */
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DB } from '../db'
import { newObjectId } from '../db/ids'
import { type Clock, forbidden, type SessionUser } from '../http'
import {
  EMOTICON_LIMITS,
  type Emoticon,
  type EmoticonGroup,
  type EmoticonGroupInput,
  type EmoticonGroupsResponse,
  PLATFORM_EMOTICON_OWNER,
} from './contract'
import { EMOTICON_ERRORS } from './errors'
import type { EmoticonFilesPort, EmoticonTiersPort } from './ports'
import { createEmoticonStore, type StoredGroup, toEmoticon } from './store'
import { EMOTICON_CONTENT_TYPES, judgeEmoticonUpload } from './upload-rules'
import { isPrivileged, requiredUseLevel, viewerUseLevel } from './use-level'

export interface EmoticonsDeps {
  db: Kysely<DB>
  clock: Clock
  logger: Logger
  tiers: EmoticonTiersPort
  files: EmoticonFilesPort
}

/** The creator themself (with the creator role) or an admin; the platform's groups: admins. */
export function requireEmoticonOwner(user: SessionUser, creatorOid: string): void {
  if (user.roles.includes('admin')) return
  if (creatorOid === PLATFORM_EMOTICON_OWNER) throw forbidden()
  if (user.oid !== creatorOid || !user.roles.includes('creator')) throw forbidden()
}

export function createEmoticonsService(deps: EmoticonsDeps) {
  const store = createEmoticonStore(deps.db)
  // Told after a creator's groups change (live chat refreshes its viewers' emoticons).
  const changeListeners = new Set<(creatorOid: string) => Promise<void> | void>()
  async function changed(creatorOid: string) {
    for (const listener of changeListeners) {
      try {
        await listener(creatorOid)
      } catch (error) {
        deps.logger.warn({ err: error, creatorOid }, 'emoticon change listener failed')
      }
    }
  }

  /** Groups with their emoticons resolved (deleted ones left out), in saved order. */
  async function present(
    groups: StoredGroup[],
    usable?: (group: StoredGroup) => boolean,
  ): Promise<EmoticonGroup[]> {
    const rows = await store.emoticonsById(
      groups.flatMap((group) => group.emoticons.map((e) => e.oid)),
    )
    return groups.map((group) => ({
      _id: group.oid,
      name: group.name,
      creatorOid: group.creatorOid,
      tierHash: group.tierHash,
      type: group.type,
      useLevel: group.useLevel,
      emoticons: group.emoticons.flatMap((ref) => {
        const row = rows.get(ref.oid)
        return row ? [toEmoticon(row, ref.size)] : []
      }),
      ...(usable ? { usable: usable(group) } : {}),
    }))
  }

  /** The creator's groups as a viewer sees them: every group, flagged usable or not. */
  async function viewerGroups(
    viewer: SessionUser | null,
    creatorOid: string,
  ): Promise<EmoticonGroupsResponse> {
    const [groups, positions, position] = await Promise.all([
      store.groupsOf([creatorOid]),
      deps.tiers.tierPositions(creatorOid),
      viewer && !isPrivileged(viewer, creatorOid)
        ? deps.tiers.tierPosition(viewer.oid, creatorOid)
        : Promise.resolve(null),
    ])
    const level = viewerUseLevel(viewer, creatorOid, position)
    const withLevels = groups.map((group) => ({
      ...group,
      useLevel: requiredUseLevel(group, positions),
    }))
    return {
      emoticonGroups: await present(withLevels, (group) => !!viewer && level >= group.useLevel),
      useLevel: viewer ? level : 0,
    }
  }

  return {
    async upload(
      user: SessionUser,
      input: { creatorOid: string; name: string; bytes: Uint8Array; contentType: string },
    ): Promise<Emoticon> {
      requireEmoticonOwner(user, input.creatorOid)
      if (input.bytes.length === 0) throw EMOTICON_ERRORS.unreadable()
      const verdict = judgeEmoticonUpload(input.bytes, input.contentType, input.name)
      if (!verdict.ok) {
        switch (verdict.reason) {
          case 'name':
            throw EMOTICON_ERRORS.nameRequired()
          case 'too-large':
            throw EMOTICON_ERRORS.tooLarge(input.bytes.length)
          case 'not-png':
            throw EMOTICON_ERRORS.notPng()
          case 'type':
            throw EMOTICON_ERRORS.typeInvalid()
          case 'corrupt':
            throw EMOTICON_ERRORS.unreadable()
          case 'dimensions':
            throw EMOTICON_ERRORS.dimensions(verdict.width ?? 0, verdict.height ?? 0)
        }
      }
      const oid = newObjectId(deps.clock.now().getTime())
      const key = `${oid}.${verdict.type}`
      const s3Key = `public/emoticons/${input.creatorOid}/${key}`
      try {
        await deps.files.put(s3Key, input.bytes)
      } catch (error) {
        deps.logger.error({ err: error, s3Key }, 'emoticon store write failed')
        throw EMOTICON_ERRORS.uploadFailed()
      }
      // Recorded only once the image is stored: a row always has its bytes.
      const row = await store.tables
        .insertInto('emoticons')
        .values({
          oid,
          creator_oid: input.creatorOid,
          name: verdict.name,
          key,
          s3_key: s3Key,
          type: verdict.type,
          size: EMOTICON_LIMITS.defaultSize,
          width: verdict.width,
          height: verdict.height,
          byte_size: input.bytes.length,
          sha256: createHash('sha256').update(input.bytes).digest('hex'),
          uploaded: true,
        })
        .returning(['oid', 'name', 'key', 's3_key', 'type', 'size', 'width', 'height', 'uploaded'])
        .executeTakeFirstOrThrow()
      return toEmoticon(row)
    },

    async library(user: SessionUser, creatorOid: string): Promise<Emoticon[]> {
      requireEmoticonOwner(user, creatorOid)
      return (await store.library(creatorOid)).map((row) => toEmoticon(row))
    },

    /** Soft delete: chat messages already sent keep their image; groups stop listing it. */
    async deleteEmoticon(user: SessionUser, creatorOid: string, emoticonOid: string) {
      requireEmoticonOwner(user, creatorOid)
      const deleted = await store.tables
        .updateTable('emoticons')
        .set({ deleted_at: deps.clock.now() })
        .where('oid', '=', emoticonOid)
        .where('creator_oid', '=', creatorOid)
        .where('deleted_at', 'is', null)
        .returning('oid')
        .executeTakeFirst()
      if (!deleted) throw EMOTICON_ERRORS.notFound()
      await changed(creatorOid)
      return { ok: true as const, deleted: true as const, emoticonOid }
    },

    /** Replaces the creator's groups with these, in this order (one transaction). */
    async saveGroups(
      user: SessionUser,
      creatorOid: string,
      inputs: readonly EmoticonGroupInput[],
    ): Promise<EmoticonGroupsResponse> {
      requireEmoticonOwner(user, creatorOid)
      const rows = await store.emoticonsById(
        inputs.flatMap((group) => group.emoticons.map((e) => e._id)),
      )
      for (const group of inputs) {
        for (const emoticon of group.emoticons) {
          if (rows.get(emoticon._id)?.creator_oid !== creatorOid)
            throw EMOTICON_ERRORS.notYours(emoticon._id)
        }
      }
      const positions =
        creatorOid === PLATFORM_EMOTICON_OWNER
          ? new Map<string, number>()
          : await deps.tiers.tierPositions(creatorOid)
      const existing = new Set((await store.groupsOf([creatorOid])).map((group) => group.oid))
      const now = deps.clock.now()
      const kept = new Set<string>()
      const values = inputs.map((group, position) => {
        const tierHash = group.type === 'tier' ? (group.tierHash ?? null) : null
        if (tierHash !== null && !positions.has(tierHash))
          throw EMOTICON_ERRORS.tierUnknown(tierHash)
        const useLevel =
          group.type === 'free'
            ? 0
            : tierHash !== null
              ? (positions.get(tierHash) as number) + 1
              : Math.max(group.useLevel ?? 1, 1)
        // An id kept from the last save keeps the group's identity; a repeated one is new.
        const oid =
          group._id && existing.has(group._id) && !kept.has(group._id)
            ? group._id
            : newObjectId(now.getTime())
        kept.add(oid)
        return {
          oid,
          creator_oid: creatorOid,
          position,
          name: group.name ?? '',
          type: group.type,
          tier_hash: tierHash,
          use_level: useLevel,
          emoticons: JSON.stringify(
            group.emoticons.map((e) =>
              e.size === undefined ? { oid: e._id } : { oid: e._id, size: e.size },
            ),
          ),
          updated_at: now,
        }
      })
      await store.tables.transaction().execute(async (trx) => {
        await trx.deleteFrom('emoticon_groups').where('creator_oid', '=', creatorOid).execute()
        if (values.length > 0) await trx.insertInto('emoticon_groups').values(values).execute()
      })
      await changed(creatorOid)
      return { emoticonGroups: await present(await store.groupsOf([creatorOid])) }
    },

    /** Hears each change of a creator's groups; returns its removal. */
    onChange(listener: (creatorOid: string) => Promise<void> | void) {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },

    viewerGroups,

    /** Only the groups the viewer may use for this creator, plus the platform's free ones. */
    async usableGroups(
      viewer: SessionUser | null,
      creatorOid: string,
    ): Promise<EmoticonGroupsResponse> {
      const [own, platform] = await Promise.all([
        viewerGroups(viewer, creatorOid),
        viewer ? store.groupsOf([PLATFORM_EMOTICON_OWNER], true) : Promise.resolve([]),
      ])
      return {
        emoticonGroups: [
          ...own.emoticonGroups.filter((group) => group.usable),
          ...(await present(platform, () => true)),
        ],
        useLevel: own.useLevel ?? 0,
      }
    },

    /** Free groups: a creator's (given), else the platform's. */
    async freeGroups(creatorOid: string | undefined): Promise<EmoticonGroupsResponse> {
      const groups = await store.groupsOf([creatorOid ?? PLATFORM_EMOTICON_OWNER], true)
      return { emoticonGroups: await present(groups) }
    },

    async readImage(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
      const row = await store.byKey(key)
      if (!row) return null
      const bytes = await deps.files.get(row.s3_key)
      return bytes ? { bytes, contentType: EMOTICON_CONTENT_TYPES[row.type] } : null
    },
  }
}

export type EmoticonsService = ReturnType<typeof createEmoticonsService>
