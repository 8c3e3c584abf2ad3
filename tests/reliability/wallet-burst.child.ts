/**
 * Child process for wallet-kill.test.ts: a burst of ledger operations on a PGlite data
 * directory, printing `ACK <key>…` after each one the wallet acknowledged. The parent
 * kills it with SIGKILL mid-burst. Usage: tsx wallet-burst.child.ts <dataDir> <firstIndex>
 */
import { migrateToLatest, openDatabase } from '../../platform/db'
import { systemClock } from '../../platform/http'
import { allMigrations } from '../../platform/migrations'
import { createWalletService } from '../../platform/wallet/service'

const [dataDir, firstArgument] = process.argv.slice(2)
if (!dataDir) throw new Error('wallet-burst: data directory missing')
const first = Number(firstArgument ?? 0)
const users = Array.from({ length: 6 }, (_, index) => `0000000000000000000000a${index}`)
const creator = '0000000000000000000000c0'

const database = await openDatabase({ dataDir })
await migrateToLatest(database.db, allMigrations)
const wallet = createWalletService({ db: database.db, clock: systemClock })
process.stdout.write('READY\n')

async function operation(index: number): Promise<string[]> {
  const user = users[index % users.length]!
  const key = `burst-${index}`
  switch (index % 5) {
    case 0:
      await wallet.purchaseCoins({ key, userOid: user, coins: 100 })
      return [key]
    case 1:
      await wallet.convertCoinsToCredits({ key, userOid: user, coins: 5 })
      return [key]
    case 2: {
      const requestId = `burst-chat-${index}`
      await wallet.holds.reserve({
        requestId,
        userOid: user,
        amount: 30,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      await wallet.holds.settle({ requestId, amount: 20 })
      return [`hold:${requestId}`, `hold-finish:${requestId}`]
    }
    case 3:
      await wallet.transfer({ key, fromUserOid: user, toUserOid: creator, coins: 10 })
      return [key]
    default:
      await wallet.spend({ key, userOid: user, unit: 'coin', amount: 3, type: 'consume' })
      return [key]
  }
}

// Four workers, so operations are in flight at every instant when the kill lands.
let next = first
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (;;) {
      const index = next++
      const keys = await operation(index).catch((error) => {
        // Refusals (not enough coins yet) are answers too; they must leave nothing behind.
        if ((error as { status?: number }).status) return [] as string[]
        throw error
      })
      if (keys.length > 0) process.stdout.write(`ACK ${keys.join(' ')}\n`)
    }
  }),
)
