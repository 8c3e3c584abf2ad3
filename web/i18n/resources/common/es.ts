import type { Texts } from '../texts'
import type { commonEn } from './en'

export const commonEs: Texts<typeof commonEn> = {
  common: {
    productName: 'Taleloom',
    close: 'Cerrar',
    cancel: 'Cancelar',
    back: 'Atrás',
    continue: 'Continuar',
    loading: 'Cargando…',
    skipToContent: 'Saltar al contenido',
  },
  header: {
    myChats: 'Mis chats',
    home: 'Inicio',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    userMenu: 'Menú de la cuenta de {{nickname}}',
    myInfo: 'Mi información',
    signOut: 'Cerrar sesión',
    language: 'Idioma',
    studio: 'Estudio',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'Esta página no existe o se ha movido.',
    toHome: 'Volver al inicio',
  },
  validation: {
    emailRequired: 'Introduce tu correo electrónico.',
    emailInvalid: 'Introduce un correo electrónico válido.',
    passwordRequired: 'Introduce tu contraseña.',
    passwordRule: 'Usa al menos 6 caracteres con letras y números.',
    passwordMismatch: 'Las contraseñas no coinciden.',
    nicknameRequired: 'Introduce un apodo.',
    nicknameTooShort: 'El apodo necesita al menos 2 caracteres.',
    nicknameTooLong: 'El apodo puede tener como máximo 20 caracteres.',
    nicknameSpecial: 'Usa solo letras y números, sin caracteres especiales.',
    nicknameTaken: 'Vaya, alguien ya tiene este apodo.',
    birthDateRequired: 'Elige tu fecha de nacimiento.',
    birthDateInvalid: 'La fecha de nacimiento no es correcta.',
    agreementRequired: 'Para registrarte, acepta la recogida de datos personales.',
    codeRule: 'Introduce el código de 6 dígitos.',
  },
  languageNames: {
    en: 'Inglés',
    ko: 'Coreano',
    jp: 'Japonés',
    es: 'Español',
  },
}
