import type { Texts } from '../../texts'
import type { characterDmSettingEn } from './en'

/** La sección «Mensajes directos con un personaje» de la página de ajustes de la historia. */
export const characterDmSettingEs: Texts<typeof characterDmSettingEn> = {
  characterDmSetting: {
    title: 'Mensajes directos con un personaje',
    lead: 'Los fans pueden escribir a un personaje de la historia publicada, en una conversación propia. Cada mensaje es un turno del chat de la historia.',
    enabled: 'Permitir que los fans escriban a un personaje',
    character: 'Personaje',
    price: 'Créditos por mensaje',
    priceHint: 'Con 0 los mensajes son gratis para todos (como máximo {{max}}).',
    priceProblem: 'Escribe un número entero de 0 a {{max}}.',
    freeTiers: 'Gratis para suscriptores de',
    freeTiersHint:
      'Los suscriptores de un nivel elegido escriben gratis; los demás pagan el precio.',
    noTiers: 'Todavía no tienes niveles de suscripción.',
    save: 'Guardar',
    saved: 'Guardado. Los fans ven «Escribir a {{name}}» en la página de la historia.',
    savedOff: 'Guardado. Los fans no pueden escribir a ningún personaje de esta historia.',
    notPublished:
      'Publica primero la historia: los fans escriben a un personaje de la historia publicada.',
    notOwner: 'Solo el creador de la historia puede cambiar este ajuste.',
    noCast: 'La historia publicada no tiene personajes.',
    loading: 'Cargando…',
  },
}
