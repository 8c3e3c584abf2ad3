import type { ChatRoomView, ChatSettings, DirectMessage } from './direct-chat-api'
import { mediaApi } from './media-api'
import { messagePrice } from './price'
import type { SentFile } from './use-attachments'

/**
 * How the room's composer sends an image message: with the price and the reception
 * condition the page read (the server refuses the send if either changed since), the stored
 * message put in the thread. Null where the governing creator takes no images.
 */
export function mediaSender(
  room: ChatRoomView,
  governing: ChatSettings | null,
  myOid: string,
  add: (messages: DirectMessage[]) => void,
) {
  const bound = governing && governing.userOid !== myOid ? governing : null
  if (bound?.imageReception === 'nobody') return null
  const price = messagePrice(bound, myOid)
  const coin = price.kind === 'paid' || price.kind === 'either' ? price.coins : 0
  return async (messageOid: string, files: SentFile[], caption: string) => {
    try {
      const sent = await mediaApi.send({
        messageOid,
        paymethod: coin > 0 ? 'coin' : 'free',
        coin,
        metadata: {
          roomId: room.roomId,
          files,
          text: caption,
          ...(bound ? { imageReception: bound.imageReception } : {}),
        },
      })
      add([sent.message])
      return null
    } catch (error) {
      return error
    }
  }
}
