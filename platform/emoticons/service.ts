/**
 * The emoticons service: uploads (judged, stored in the object store, recorded), the
 * creator's groups saved whole, and the groups a viewer sees with whether they may use them.
 * Each use case is a module over one context; this file assembles them.
 */
import type { SessionUser } from '../http'
import { createEmoticonsContext, type EmoticonChangeListener } from './context'
import type { EmoticonGroupInput } from './contract'
import { saveGroups } from './groups'
import { deleteEmoticon, emoticonLibrary, readEmoticonImage } from './library'
import type { EmoticonsDeps } from './ports'
import { type EmoticonUpload, uploadEmoticon } from './upload'
import { freeGroups, usableGroups, viewerGroups } from './viewer-groups'

export { requireEmoticonOwner } from './owner'
export type { EmoticonsDeps } from './ports'

export function createEmoticonsService(deps: EmoticonsDeps) {
  const context = createEmoticonsContext(deps)
  return {
    upload: (user: SessionUser, input: EmoticonUpload) => uploadEmoticon(context, user, input),
    library: (user: SessionUser, creatorOid: string) => emoticonLibrary(context, user, creatorOid),
    /** Soft delete: chat messages already sent keep their image; groups stop listing it. */
    deleteEmoticon: (user: SessionUser, creatorOid: string, emoticonOid: string) =>
      deleteEmoticon(context, user, creatorOid, emoticonOid),
    /** Replaces the creator's groups with these, in this order (one transaction). */
    saveGroups: (user: SessionUser, creatorOid: string, inputs: readonly EmoticonGroupInput[]) =>
      saveGroups(context, user, creatorOid, inputs),
    /** Hears each change of a creator's groups; returns its removal. */
    onChange(listener: EmoticonChangeListener) {
      context.changeListeners.add(listener)
      return () => context.changeListeners.delete(listener)
    },
    /** The creator's groups as a viewer sees them: every group, flagged usable or not. */
    viewerGroups: (viewer: SessionUser | null, creatorOid: string) =>
      viewerGroups(context, viewer, creatorOid),
    /** Only the groups the viewer may use for this creator, plus the platform's free ones. */
    usableGroups: (viewer: SessionUser | null, creatorOid: string) =>
      usableGroups(context, viewer, creatorOid),
    /** Free groups: a creator's (given), else the platform's. */
    freeGroups: (creatorOid: string | undefined) => freeGroups(context, creatorOid),
    readImage: (key: string) => readEmoticonImage(context, key),
  }
}

export type EmoticonsService = ReturnType<typeof createEmoticonsService>
