import type { Texts } from '../../texts'
import type { gachaEn } from './en'

/** La pestaña Gacha del canal: objetos y probabilidades, tiradas, el resultado y tu historial. */
export const gachaEs: Texts<typeof gachaEn> = {
  channelGacha: {
    empty: 'Aún no hay gachas a la venta.',
    items: 'Objetos y sus probabilidades',
    state_hidden: 'Oculto',
    state_incomplete: 'Aún no público',
    pull_one: 'Tirar ×{{count}} · {{coins}} monedas',
    pull_other: 'Tirar ×{{count}} · {{coins}} monedas',
    confirmTitle: '¿Tirar este gacha?',
    confirmText_one: '¿Tirar «{{title}}» una vez por {{coins}} monedas?',
    confirmText_other: '¿Tirar «{{title}}» {{count}} veces por {{coins}} monedas?',
    confirm: 'Pagar {{coins}} monedas',
    own: 'No puedes comprar tu propio gacha.',
    notEnoughCoins: 'No tienes suficientes monedas',
    charge: 'Recargar monedas',
    revealTitle_one: 'Obtuviste {{count}} objeto',
    revealTitle_other: 'Obtuviste {{count}} objetos',
    revealPaid: 'Pagaste {{coins}} monedas.',
    revealRefund: 'Te devolvimos {{coins}} monedas.',
    records_one: 'Mis tiradas ({{count}})',
    records_other: 'Mis tiradas ({{count}})',
    noRecords: 'Aún no hay tiradas.',
    recordLine_one: '×{{count}} por {{coins}} monedas:',
    recordLine_other: '×{{count}} por {{coins}} monedas:',
  },
}
