/** The reconciliation matcher: each verdict by example, and its invariants over random inputs. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { VERDICTS } from './contract'
import { matchCharges, type OurPayment, type TheirCharge, totalsOf } from './match'

const at = '2027-01-03T10:00:00.000Z'
const payment = (oid: string, status: string, amount = 1100): OurPayment => ({
  oid,
  userOid: 'u'.repeat(24),
  provider: 'stripe',
  providerRef: `cs_${oid}`,
  status,
  currency: 'USD',
  amount,
  coins: 100,
  createdAt: at,
})
const charge = (ref: string, paymentOid: string | null, amount = 1100): TheirCharge => ({
  provider: 'stripe',
  ref,
  paymentOid,
  status: 'succeeded',
  currency: 'USD',
  amount,
  createdAt: at,
})

describe('matchCharges', () => {
  it('gives each case its verdict', () => {
    const rows = matchCharges(
      [payment('a', 'paid'), payment('b', 'paid'), payment('c', 'failed'), payment('d', 'paid')],
      [charge('pi_a', 'a'), charge('pi_c', 'c'), charge('pi_d', 'd', 1200), charge('pi_x', null)],
    )
    const verdict = (id: string) => rows.find((row) => row.id === id)?.verdict
    expect(verdict('a')).toBe('matched')
    expect(verdict('b')).toBe('missing_theirs')
    expect(verdict('c')).toBe('missing_ours')
    expect(verdict('d')).toBe('amount_mismatch')
    expect(verdict('pi_x')).toBe('missing_ours')
    expect(rows).toHaveLength(5)
  })

  it('matches by our record of the reference when the charge names no payment', () => {
    const rows = matchCharges([payment('a', 'paid')], [charge('cs_a', null)])
    expect(rows.map((row) => row.verdict)).toEqual(['matched'])
  })

  it('leaves out what holds money on neither side', () => {
    const declined: TheirCharge = { ...charge('pi_f', 'f'), status: 'other' }
    expect(matchCharges([payment('f', 'failed')], [declined])).toEqual([])
  })

  const ours = fc.uniqueArray(
    fc.record({
      oid: fc.stringMatching(/^[a-f0-9]{6}$/),
      status: fc.constantFrom('paid', 'failed', 'pending'),
      amount: fc.integer({ min: 1, max: 100_000 }),
    }),
    { selector: (value) => value.oid, maxLength: 30 },
  )
  const theirs = (oids: string[]) =>
    fc.uniqueArray(
      fc.record({
        ref: fc.stringMatching(/^pi_[a-z0-9]{8}$/),
        paymentOid: oids.length > 0 ? fc.option(fc.constantFrom(...oids)) : fc.constant(null),
        status: fc.constantFrom('succeeded' as const, 'other' as const),
        amount: fc.integer({ min: 1, max: 100_000 }),
      }),
      { selector: (value) => value.paymentOid ?? value.ref, maxLength: 30 },
    )
  const inputs = ours.chain((mine) =>
    theirs(mine.map((entry) => entry.oid)).map((charges) => ({
      ours: mine.map((entry) => payment(entry.oid, entry.status, entry.amount)),
      theirs: charges.map((entry) => ({
        ...charge(entry.ref, entry.paymentOid, entry.amount),
        status: entry.status,
      })),
    })),
  )

  it('lists every paid payment and every succeeded charge exactly once', () => {
    fc.assert(
      fc.property(inputs, ({ ours, theirs }) => {
        const rows = matchCharges(ours, theirs)
        for (const paid of ours.filter((entry) => entry.status === 'paid'))
          expect(rows.filter((row) => row.paymentOid === paid.oid)).toHaveLength(1)
        const succeeded = theirs.filter((entry) => entry.status === 'succeeded')
        expect(rows.filter((row) => row.theirAmount !== null)).toHaveLength(succeeded.length)
        for (const row of rows) {
          if (row.verdict === 'matched') expect(row.ourAmount).toBe(row.theirAmount)
          if (row.verdict === 'missing_theirs') expect(row.theirAmount).toBeNull()
          if (row.verdict === 'missing_ours') expect(row.ourAmount).toBeNull()
        }
      }),
    )
  })

  it('totals what each side holds, whatever the order of the inputs', () => {
    fc.assert(
      fc.property(inputs, fc.integer(), ({ ours, theirs }, seed) => {
        const rows = matchCharges(ours, theirs)
        const [total] = totalsOf(rows, { stripe: 'list' })
        const paid = ours.filter((entry) => entry.status === 'paid')
        const held = theirs.filter((entry) => entry.status === 'succeeded')
        expect(total?.ours ?? 0).toBe(paid.reduce((sum, entry) => sum + entry.amount, 0))
        expect(total?.theirs ?? 0).toBe(held.reduce((sum, entry) => sum + entry.amount, 0))
        const counted = VERDICTS.reduce((sum, verdict) => sum + (total?.counts[verdict] ?? 0), 0)
        expect(counted).toBe(rows.length)
        const shuffle = <T>(list: T[]) =>
          [...list].sort(
            (left, right) =>
              ((JSON.stringify(left).length * seed) % 7) -
              ((JSON.stringify(right).length * seed) % 7),
          )
        expect(matchCharges(shuffle(ours), shuffle(theirs))).toEqual(rows)
      }),
    )
  })
})
