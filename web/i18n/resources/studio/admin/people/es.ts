import type { adminPeopleEn } from './en'

export const adminPeopleEs: typeof adminPeopleEn = {
  page_newusers: 'Usuarios nuevos',
  title_newusers: 'Usuarios nuevos',
  lead_newusers:
    'Registros recientes, los más nuevos primero: cómo se unió cada cuenta, su país y si es creadora.',
  page_creator: 'Rol de creador',
  title_creator: 'Rol de creador',
  lead_creator:
    'Concede o retira el rol de creador y fija el nivel de socio del canal de un creador.',
  page_creatorlist: 'Creadores',
  title_creatorlist: 'Creadores',
  lead_creatorlist:
    'Todos los creadores, la cuenta más nueva primero, con su canal, su nivel de socio y su contenido.',
  page_unregister: 'Bajas',
  title_unregister: 'Cuentas pendientes de eliminación',
  lead_unregister:
    'Las cuentas se eliminan 14 días después de pedirlo salvo que inicien sesión. Detén una baja o confírmala ya.',

  peopleSearch: 'Correo o apodo',
  peopleSearchHint: 'El comienzo de un correo o de un apodo; no distingue mayúsculas.',
  peopleNone: 'No se encontraron cuentas.',

  newUsersList: 'Usuarios nuevos',
  newUsersJoined_email: 'registro por correo',
  newUsersJoined_guest: 'se registró tras visitar como invitado',
  newUsersJoined_unknown: 'forma de registro no guardada',
  newUsersFacts: 'Se unió el {{date}} · {{how}} · país: {{country}}',
  newUsersNoCountry: 'desconocido',
  newUsersCreator: 'Creador',

  unregisterList: 'Cuentas pendientes de eliminación',
  unregisterNone: 'Ninguna cuenta está pendiente de eliminación.',
  unregisterScheduled: 'Se elimina el {{date}}',
  unregisterStop: 'Detener la baja',
  unregisterConfirmNow: 'Eliminar ahora',
  unregisterStopConfirm: '¿Detener la baja de {{name}}? La cuenta se conserva.',
  unregisterStopped: 'La baja de {{name}} se ha detenido.',
  unregisterConfirmConfirm:
    '¿Eliminar ahora a {{name}}? La cuenta y sus sesiones se eliminan al instante y no se pueden recuperar.',
  unregisterDeleted: 'La cuenta de {{name}} se ha eliminado.',

  twoFactorReset: 'Restablecer el inicio en dos pasos',
  twoFactorResetConfirm:
    '¿Desactivar el inicio de sesión en dos pasos de {{name}}? Hazlo solo si estás seguro de que lo pide el titular.',
  twoFactorResetDone:
    'El inicio en dos pasos de {{name}} está desactivado; puede configurarlo de nuevo.',

  creatorRole: 'Rol de creador',
  creatorChannel: 'Dirección del canal',
  creatorNoChannel: 'Sin canal registrado',
  creatorContents: 'Contenido',
  creatorGrant: 'Hacer creador',
  creatorRevoke: 'Retirar el rol de creador',
  creatorGrantConfirm: '¿Dar a {{name}} el rol de creador?',
  creatorRevokeConfirm: '¿Retirar a {{name}} el rol de creador? Sus demás roles se mantienen.',
  creatorGranted: '{{name}} ya es creador.',
  creatorRevoked: '{{name}} ya no es creador.',
  creatorLevel: 'Nivel de socio',
  creatorLevelSave: 'Guardar nivel de socio',
  creatorLevelConfirm: '¿Poner el nivel de socio de {{name}} en {{level}}?',
  creatorLevelSaved: 'El nivel de socio de {{name}} es ahora {{level}}.',
  creatorLevelNeedsChannel: 'El nivel de socio se fija cuando el creador haya registrado su canal.',
  partnerLevel_partner: 'Socio',
  partnerLevel_free: 'Gratis',
  partnerLevel_standard: 'Estándar',
  partnerLevel_plus: 'Plus (nivel superior)',

  creatorListList: 'Creadores',
  creatorListChannel: 'Canal: {{url}} · {{count}} contenidos',
  creatorListNoChannel: 'Sin canal registrado · {{count}} contenidos',

  page_adminmail: 'Correo a usuarios',
  title_adminmail: 'Correo a usuarios',
  lead_adminmail:
    'Escribe a un usuario o a todos los creadores o streamers: revisa quién lo recibe y envía tras confirmar.',
  mailSegment: 'Enviar a',
  mailSegment_user: 'Un usuario',
  mailSegment_creators: 'Todos los creadores',
  mailSegment_livestreamers: 'Todos los streamers en directo',
  mailCompose: 'El correo',
  mailSubject: 'Asunto',
  mailText: 'Texto',
  mailPreview: 'Vista previa',
  mailPreviewTitle: 'Vista previa: {{count}} destinatarios',
  mailProgress: 'Enviado a {{sent}} de {{count}}…',
  mailSend: 'Enviar correo',
  mailConfirm: '¿Enviar este correo a {{count}} destinatarios?',
  mailSent: 'El correo se envió a {{count}} destinatarios.',
}
