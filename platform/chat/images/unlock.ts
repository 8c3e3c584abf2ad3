import { AppError } from '../../http'
import type { ChatRuntime } from '../chat-runtime'
import { IMAGE_ERRORS } from './errors'
import { recordImageUnlocks } from './image-unlocks'
import type { UnlockPlan } from './unlock-plan'

/**
 * Charges a planned unlock and records it. The purchase is keyed in the ledger by user,
 * story and image(s), so a retried unlock never charges twice; the unlock row is written
 * after the charge and a retry completes it. Unlocks hold for every room of the story.
 */
export async function buyImages(
  runtime: ChatRuntime,
  userOid: string,
  contentOid: string,
  plan: UnlockPlan,
): Promise<void> {
  const { deps } = runtime
  const ledgerKey = `image-unlock:${userOid}:${contentOid}:${plan.hashes.join(',')}`
  try {
    await deps.wallet.spend({
      key: ledgerKey,
      userOid,
      unit: 'credit',
      amount: plan.price,
      type: 'image_chat',
      metadata: { contentOid, imageHashes: plan.hashes },
    })
  } catch (error) {
    if (
      AppError.isInstance(error) &&
      (error.code === 'INSUFFICIENT_CREDITS' || error.code === 'INSUFFICIENT_BALANCE')
    ) {
      throw IMAGE_ERRORS.insufficient()
    }
    throw error
  }
  await recordImageUnlocks(
    deps.database.db,
    plan.chosen.map((image, index) => ({
      userOid,
      contentOid,
      imageHash: image.hash,
      imageId: image.id,
      price: plan.unitPrices[index] as number,
      ledgerKey,
    })),
  )
  await deps.stories.recordCreditsSpent(contentOid, plan.price)
}
