import type { PaymentsTexts } from './en'

export const paymentsEs: PaymentsTexts = {
  charge: {
    title: 'Recargar monedas',
    lead: 'Las monedas sirven para historias, chats y regalos. 10 monedas cuestan 1 USD, 100 JPY o 1.000 KRW.',
    balance: 'Tus monedas',
    currency: 'Moneda',
    packageCoins: '{{coins}} monedas',
    netPrice: '{{price}} + IVA y comisiones',
    buyerPrice: 'Pagas {{price}}',
    buy: 'Comprar',
    buyLabel: 'Comprar {{coins}} monedas por {{price}}',
    vatNote:
      'Los precios mostrados no incluyen un 10 % adicional de IVA y comisiones, que se suma al pagar.',
    sandboxNote: 'Modo de prueba: el pago es un entorno de pruebas y no se mueve dinero.',
    signedOut: 'Inicia sesión para recargar monedas.',
    noMethods: 'Ahora no hay ningún método de pago disponible.',
    redirecting: 'Abriendo el pago…',
    packagesLabel: 'Paquetes de monedas',
  },
  /** Payment texts for codes whose chat meaning differs (`errorText(t, e, 'payments')`). */
  paymentErrors: {
    PROVIDER_ERROR: 'El proveedor de pagos no respondió. Inténtalo de nuevo.',
  },
  chargeResult: {
    backToChat: 'Volver al chat',
    successTitle: 'Pago completado',
    successText: 'Se añadieron {{coins}} monedas a tu monedero.',
    pendingTitle: 'Pago en curso',
    pendingText: 'Esperamos la respuesta del proveedor de pagos. Esta página se actualiza sola.',
    failTitle: 'El pago ha fallado',
    failText: 'El pago no se completó. No se ha cobrado nada.',
    cancelledText: 'Cancelaste el pago. No se ha cobrado nada.',
    missing: 'No se encontró este pago.',
    balance: 'Saldo de monedas',
    historyTitle: 'Compras recientes',
    historyEmpty: 'Todavía no hay compras.',
    historyDate: 'Fecha',
    historyCoins: 'Monedas',
    historyPaid: 'Pagado',
    again: 'Recargar más monedas',
    retry: 'Intentar de nuevo',
  },
}
