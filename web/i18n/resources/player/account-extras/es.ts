import type { Texts } from '../../texts'
import type { accountExtrasEn } from './en'

export const accountExtrasEs: Texts<typeof accountExtrasEn> = {
  channelManager: {
    tab: 'Gestor de canales',
    title: 'Gestor de canales',
    intro:
      'Gestionas estos canales. Para gestionar uno en este dispositivo, cambia al modo gestor de canales con tu contraseña de gestor.',
    passwordTitle: 'Contraseña de gestor de canales',
    passwordSet: 'Tienes una contraseña de gestor de canales.',
    passwordMissing:
      'Establece una contraseña de gestor de canales antes de cambiar al modo gestor de canales.',
    newPassword: 'Nueva contraseña de gestor',
    repeatPassword: 'Repite la contraseña',
    signInPassword: 'Tu contraseña de inicio de sesión',
    signInHint: 'La pedimos para que nadie más en este dispositivo pueda cambiar la contraseña.',
    savePassword: 'Guardar contraseña',
    changePassword: 'Cambiar contraseña',
    passwordSaved: 'Tu contraseña de gestor de canales está guardada.',
    channels: 'Tus canales',
    noChannels: 'Todavía no tienes ningún canal asignado.',
    manage: 'Gestionar',
    managing: 'Gestionando',
    modeTitle: 'Gestionar {{nickname}}',
    modeDescription:
      'Introduce tu contraseña de gestor para gestionar este canal en este dispositivo.',
    password: 'Contraseña de gestor de canales',
    switchIn: 'Cambiar',
    cancel: 'Cancelar',
    bar: 'Modo gestor de canales: estás gestionando {{nickname}}',
    openChannel: 'Abrir canal',
    manageComments: 'Gestionar comentarios',
    leave: 'Salir del modo',
  },
  invitation: {
    title: 'Invita a tus amigos',
    intro:
      'Cuando un amigo se registra con tu código, tú recibes {{inviter}} monedas de bonificación y tu amigo {{invitee}}.',
    code: 'Tu código de invitación',
    link: 'Tu enlace de invitación',
    copy: 'Copiar enlace',
    copied: 'Copiado',
    counts: '{{signups}} registros con tu código, {{paid}} con bonificación.',
    limit: 'Se pagan hasta {{limit}} bonificaciones cada 30 días.',
    signUpField: 'Código de invitación (opcional)',
    signUpHint: 'Del amigo que te invitó.',
    paid: '¡Bienvenido! Se añadieron {{coins}} monedas de bonificación a tu cuenta.',
    notPaid:
      'No se pagaron las monedas de bonificación por el límite de invitaciones o por el mismo historial de registro.',
    codeRule: 'Un código de invitación tiene 8 letras y dígitos.',
  },
  cherryPicker: {
    title: 'Eres un creador Cherry Picker',
    body: 'Nuestros editores ya pueden elegir tus contenidos para la página de inicio y sus listas seleccionadas. Cuida tus títulos y miniaturas: es lo primero que ven los lectores.',
    dismiss: 'Entendido',
  },
}
