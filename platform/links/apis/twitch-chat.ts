/**
 * Twitch chat over its IRC WebSocket (`wss://irc-ws.chat.twitch.tv`): one read-only
 * connection per channel being relayed, its PRIVMSG lines buffered until the poller
 * drains them. A closed connection is opened again on the next drain.
 */
import WebSocket from 'ws'
import type { PlatformChatMessage } from './port'

export const TWITCH_CHAT_URL = 'wss://irc-ws.chat.twitch.tv:443'
const BUFFER_LIMIT = 500

export interface TwitchChatReader {
  drain(input: { channel: string; accessToken: string }): PlatformChatMessage[]
  stop(channel: string): void
  close(): void
}

/** One IRC line's tags, author and text, when it is a chat message. */
export function parsePrivmsg(line: string): PlatformChatMessage | null {
  const match = /^@(\S+) :([^!\s]+)!\S+ PRIVMSG #\S+ :(.*)$/.exec(line)
  if (!match) return null
  const tags = new Map(
    (match[1] ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=')
      return [pair.slice(0, at), pair.slice(at + 1)] as const
    }),
  )
  const id = tags.get('id')
  if (!id) return null
  return { id, author: tags.get('display-name') || (match[2] ?? ''), text: match[3] ?? '' }
}

export function createTwitchChatReader(url: string = TWITCH_CHAT_URL): TwitchChatReader {
  const channels = new Map<string, { socket: WebSocket; buffer: PlatformChatMessage[] }>()

  function open(channel: string, accessToken: string) {
    const socket = new WebSocket(url)
    const entry = { socket, buffer: [] as PlatformChatMessage[] }
    socket.on('open', () => {
      socket.send('CAP REQ :twitch.tv/tags')
      socket.send(`PASS oauth:${accessToken}`)
      socket.send(`NICK ${channel}`)
      socket.send(`JOIN #${channel}`)
    })
    socket.on('message', (data) => {
      for (const line of data.toString().split('\r\n')) {
        if (line.startsWith('PING')) socket.send(line.replace('PING', 'PONG'))
        const message = parsePrivmsg(line)
        if (message && entry.buffer.length < BUFFER_LIMIT) entry.buffer.push(message)
      }
    })
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      if (channels.get(channel) === entry) channels.delete(channel)
    })
    channels.set(channel, entry)
    return entry
  }

  return {
    drain({ channel, accessToken }) {
      const entry = channels.get(channel) ?? open(channel, accessToken)
      return entry.buffer.splice(0)
    },
    stop(channel) {
      channels.get(channel)?.socket.close()
      channels.delete(channel)
    },
    close() {
      for (const entry of channels.values()) entry.socket.terminate()
      channels.clear()
    },
  }
}
