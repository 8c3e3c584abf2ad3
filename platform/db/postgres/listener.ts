import pg from 'pg'

/** What a listener is told: each payload, and that some may have been missed. */
export interface ListenSubscriber {
  onPayload(payload: string): void
  /**
   * The connection was lost and is back: notifications sent in between were not delivered,
   * so anything waiting for one should look again.
   */
  onGap?(): void
}

export interface PostgresListenerOptions {
  connectionString: string
  /** `application_name` of the listening connection (what `pg_stat_activity` shows). */
  applicationName: string
  /** First wait before reconnecting, doubled after each failed attempt up to `maxRetryMs`. */
  firstRetryMs?: number
  maxRetryMs?: number
  /** Told when the connection is lost or a reconnect fails (for the log). */
  onError?: (error: Error) => void
}

/**
 * LISTEN on PostgreSQL through one connection of its own, kept open for as long as anyone
 * listens. A lost connection (a server restart, a failover, an admin's terminate) is
 * opened again with backoff and every channel listened to again; each subscriber is then
 * told of the gap, because NOTIFY is not queued for a listener that is away. Without this
 * a second instance's live replays fell back to their slow poll for good after one blip.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<ListenSubscriber>>()
  private client: pg.Client | null = null
  private connecting: Promise<pg.Client> | null = null
  private retryTimer: NodeJS.Timeout | null = null
  private retryMs: number
  private closed = false

  constructor(private readonly options: PostgresListenerOptions) {
    this.retryMs = options.firstRetryMs ?? 100
  }

  /** Channels listened to now (for tests and diagnostics). */
  get listening(): string[] {
    return [...this.channels.keys()]
  }

  /** Resolves once the channel is listened to; the function it gives stops this subscriber. */
  async listen(channel: string, subscriber: ListenSubscriber): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('PostgresListener is closed')
    let set = this.channels.get(channel)
    const first = !set
    if (!set) {
      set = new Set()
      this.channels.set(channel, set)
    }
    set.add(subscriber)
    if (first) {
      try {
        const client = await this.connected()
        // A channel name is an identifier, checked by the caller (`checkChannel`).
        await client.query(`listen ${channel}`)
      } catch (error) {
        this.remove(channel, subscriber)
        throw error
      }
    }
    return async () => {
      if (!this.remove(channel, subscriber)) return
      await this.client?.query(`unlisten ${channel}`).catch(() => {})
    }
  }

  async close() {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.channels.clear()
    const client = this.client ?? (await this.connecting?.catch(() => null))
    this.client = null
    await client?.end().catch(() => {})
  }

  /** Removes a subscriber; true when its channel has no subscriber left. */
  private remove(channel: string, subscriber: ListenSubscriber): boolean {
    const set = this.channels.get(channel)
    if (!set?.delete(subscriber) || set.size > 0) return false
    this.channels.delete(channel)
    return true
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= this.open().finally(() => {
      this.connecting = null
    })
    return this.connecting
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName,
    })
    const lost = (error?: Error) => this.lost(client, error)
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? [])
        subscriber.onPayload(message.payload ?? '')
    })
    try {
      await client.connect()
    } catch (error) {
      client.removeAllListeners()
      throw error
    }
    if (this.closed) {
      await client.end().catch(() => {})
      throw new Error('PostgresListener is closed')
    }
    this.client = client
    return client
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return
    this.client = null
    client.removeAllListeners('notification')
    if (error) this.options.onError?.(error)
    client.end().catch(() => {})
    this.scheduleReconnect()
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer || this.channels.size === 0) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.reconnect()
    }, this.retryMs)
    this.retryTimer.unref()
  }

  private async reconnect() {
    if (this.closed || this.channels.size === 0) return
    try {
      const client = await this.connected()
      const channels = [...this.channels.keys()]
      if (channels.length > 0)
        await client.query(channels.map((channel) => `listen ${channel}`).join('; '))
      this.retryMs = this.options.firstRetryMs ?? 100
    } catch (error) {
      this.options.onError?.(error as Error)
      this.retryMs = Math.min(this.retryMs * 2, this.options.maxRetryMs ?? 5000)
      // A client that connected but could not LISTEN is dropped: the next attempt starts over.
      const client = this.client
      if (client) this.lost(client)
      else this.scheduleReconnect()
      return
    }
    for (const set of this.channels.values()) for (const subscriber of set) subscriber.onGap?.()
  }
}
