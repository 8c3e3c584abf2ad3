import type { oneTouchEn } from './en'

export const oneTouchEs: typeof oneTouchEn = {
  oneTouch: {
    title: 'Tarjetas de pago en un toque',
    lead: 'Registra una tarjeta una vez y compra monedas con un toque, sin salir de la página.',
    register: 'Registrar una tarjeta',
    registering: 'Registrando…',
    registerPending:
      'El registro continúa con el proveedor de la tarjeta; aparecerá aquí cuando lo confirme.',
    added: 'Añadida el {{date}}',
    default: 'Predeterminada',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar esta tarjeta?',
    deleteText:
      'Las suscripciones pagadas con {{card}} se cancelan a partir del mes que viene. Puedes registrar una tarjeta de nuevo cuando quieras.',
    deleteConfirm: 'Eliminar tarjeta',
    cancel: 'Cancelar',
    close: 'Cerrar',
    deleted: 'La tarjeta se ha eliminado.',
    payTitle: 'Comprar monedas con un toque',
    package: 'Monedas',
    packageOption: '{{coins}} monedas',
    currency: 'Moneda',
    card: 'Tarjeta',
    price: '{{price}} + IVA y comisiones',
    pay: 'Pagar con un toque',
    paying: 'Pagando…',
    paid: 'Se añadieron {{coins}} monedas a tu cartera (cobro de {{amount}}).',
    pending: 'Estamos confirmando el pago. Tus monedas aparecerán cuando termine.',
    failed: 'El pago en un toque ha fallado. Inténtalo de nuevo.',
    krw: 'Una tarjeta de pago en un toque no se puede usar para pagos en KRW. Elige USD o JPY.',
  },
  chargePages: {
    dummyTitle: 'Abriendo la página de pago…',
    dummyText:
      'La página de pago se abrirá en un momento. Si no ocurre nada, vuelve e inténtalo de nuevo.',
    seeResult: 'Ver el resultado del pago',
    registrationOkTitle: 'Tarjeta registrada',
    registrationOkText: '{{card}} está registrada. Ya puedes comprar monedas con un toque.',
    registrationOkGeneric: 'Tu tarjeta está registrada. Ya puedes comprar monedas con un toque.',
    registrationFailTitle: 'Tarjeta no registrada',
    registrationFailText: 'No se pudo registrar la tarjeta. No se ha cobrado nada.',
    registrationCancelled: 'Cancelaste el registro. No se ha cobrado nada.',
    tryAgain: 'Intentar de nuevo',
    toWallet: 'Ir a mi cartera',
  },
}
