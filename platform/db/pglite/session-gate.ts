/**
 * Who may send a statement to a database session that every caller shares (PGlite's one
 * backend). Statements outside a transaction are sent at once, one after another, and the
 * session runs them in that order: none waits for the one before to come back, which on
 * PGlite's worker thread means for the server's busy loop to read its reply. A transaction
 * has the session to itself from its BEGIN until its COMMIT or ROLLBACK is sent: anyone
 * else's statements wait, and go, in the order they came, once it ends.
 *
 * `submit` calls `send` synchronously whenever it does not wait, so the order of `submit`
 * calls is the order statements reach the session.
 */
export class SessionGate<Who> {
  private owner: Who | null = null
  private readonly waiting: { who: Who; opens: boolean; start: () => void }[] = []

  /** Sends a statement for `who`; `opens` when it is the BEGIN of `who`'s transaction. */
  submit<T>(who: Who, opens: boolean, send: () => Promise<T>): Promise<T> {
    if (this.owner === who) return send()
    if (this.owner === null && this.waiting.length === 0) {
      if (opens) this.owner = who
      return send()
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ who, opens, start: () => send().then(resolve, reject) })
    })
  }

  /** `who`'s transaction has ended (its COMMIT or ROLLBACK sent, or its BEGIN failed). */
  close(who: Who) {
    if (this.owner !== who) return
    this.owner = null
    while (this.owner === null) {
      const next = this.waiting.shift()
      if (!next) return
      if (next.opens) this.owner = next.who
      next.start()
    }
  }

  /** Whose transaction holds the session (tests). */
  get holder(): Who | null {
    return this.owner
  }
}
