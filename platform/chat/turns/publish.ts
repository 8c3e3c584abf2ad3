import { chooseSituationImage } from '../../../engine/turn'
import type { UrlSigner } from '../../http'
import { boughtImageHashes, type ImageAccess, imageAddress } from '../images/image-view'
import type { ChatRuntimeDeps } from '../runtime'
import type { StreamWriter } from '../stream/stream-hub'
import type { SettledTurn } from './settlement'
import type { PreparedTurn } from './start'
import { storyEndingOf } from './story-ending'

/**
 * Tells the stream what the committed turn changed: `state-update`, then the pictures it
 * shows (the scene's own last). `endTurn` follows it, whether or not it got through.
 */
export async function publishTurn(
  deps: ChatRuntimeDeps,
  turn: PreparedTurn,
  writer: StreamWriter,
  settled: SettledTurn,
  signer: UrlSigner | null,
): Promise<void> {
  const { compiled } = turn
  const { after } = settled
  writer.emit('state-update', {
    sceneId: after.state.sceneId,
    variables: after.state.variables,
    turnIndex: after.state.turnIndex,
    ended: after.state.ended,
    endText: storyEndingOf(after.state).endText,
    triggersFired: after.debug.triggersFired,
    variableChanges: after.debug.variableChanges,
  })
  const situation = chooseSituationImage(compiled, after.state, after.visibleText)
  const shown = [
    ...new Set([...after.debug.imagesMadeAvailable, ...after.debug.imagesShown]),
  ].flatMap((imageId) => compiled.images.filter((candidate) => candidate.id === imageId))
  const paidLocked = [...shown, ...(situation ? [situation.image] : [])].some(
    (image) => image.price > 0 && !after.state.unlockedImageIds.includes(image.id),
  )
  const access: ImageAccess = {
    contentOid: turn.room.content_oid,
    stateUnlockedIds: after.state.unlockedImageIds,
    // Pictures the player bought are unlocked in every room of the story.
    // The reply is stored: a failed look-up shows them locked rather than fail the turn.
    boughtHashes: paidLocked
      ? await boughtImageHashes(
          deps.database,
          turn.room.owner_user_oid,
          turn.room.content_oid,
        ).catch((lookupError) => {
          deps.logger.warn({ err: lookupError }, 'bought images look-up failed')
          return new Set<string>()
        })
      : new Set(),
    signer,
    now: deps.clock.now(),
  }
  for (const image of shown) writer.emit('image', imageEvent(image, access, false))
  if (situation) writer.emit('image', imageEvent(situation.image, access, true))
}

/** Ends a committed turn's stream: `message-end` with the reply as stored and its charge. */
export function endTurn(turn: PreparedTurn, writer: StreamWriter, settled: SettledTurn): void {
  const { after, charged } = settled
  writer.emit('message-end', {
    messageId: turn.assistant.oid,
    text: after.visibleText,
    creditsCharged: charged,
    turnIndex: after.state.turnIndex,
  })
}

function imageEvent(
  image: PreparedTurn['compiled']['images'][number],
  access: ImageAccess,
  situation: boolean,
) {
  // A locked image's address is not sent; it comes from image/signed-url after unlock.
  return {
    imageId: image.id,
    imageHash: image.hash,
    tags: image.tags,
    situation,
    ...imageAddress(image, access),
  }
}
