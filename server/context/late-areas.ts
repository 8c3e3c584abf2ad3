import type { AssetsArea } from '../../platform/assets'
import type { ChannelsArea } from '../../platform/channels'
import type { ChatArea } from '../../platform/chat'
import type { ContentArea } from '../../platform/content'
import type { EncodingArea } from '../../platform/encoding'
import type { UploadsArea } from '../../platform/uploads'
import type { WalletArea } from '../../platform/wallet'
import { type Late, late } from './late'
import type { LiveAreas } from './live'

/** The areas some port calls before they are built; each is set once, right after it is. */
export interface LateAreas {
  channels: Late<ChannelsArea>
  content: Late<ContentArea>
  wallet: Late<WalletArea>
  assets: Late<AssetsArea>
  uploads: Late<UploadsArea>
  encoding: Late<EncodingArea>
  chat: Late<ChatArea>
  live: Late<LiveAreas['live']>
}

export function lateAreas(): LateAreas {
  return {
    channels: late('the channels area'),
    content: late('the content area'),
    wallet: late('the wallet area'),
    assets: late('the assets area'),
    uploads: late('the uploads area'),
    encoding: late('the encoding area'),
    chat: late('the chat area'),
    live: late('the live area'),
  }
}
