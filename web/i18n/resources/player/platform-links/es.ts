import type { platformLinksEn } from './en'

export const platformLinksEs: typeof platformLinksEn = {
  xLink: {
    title: 'Vinculación con X (Twitter)',
    lead: 'Vincula una cuenta de X con al menos 100 seguidores. 100 seguidores dan 100 monedas; 500 dan 500 monedas, una vez por cuenta de X.',
    link: 'Vincular cuenta de X',
    unlink: 'Desvincular',
    linkedAs: '@{{handle}} · {{count}} seguidores',
    rewardPaid: 'Recompensa por seguidores recibida: {{coins}} monedas',
    linked: 'Tu cuenta de X está vinculada.',
    reward: 'Has recibido {{coins}} monedas por tus seguidores.',
    cancelled: 'conexión cancelada',
    failed: 'Error de vinculación',
    taken: 'Esta cuenta de X ya está vinculada a otra cuenta.',
    tooFewFollowers: 'Se necesitan al menos 100 seguidores para vincular una cuenta de X.',
  },
  adultVerification: {
    title: 'Verificación de edad',
    lead: 'Verifica tu edad con Yoti. El contenido para adultos se abre solo cuando Yoti confirma que eres adulto.',
    start: 'Verificar con Yoti',
    orYoti: 'O verifica tu edad con Yoti en lugar de tu fecha de nacimiento.',
    state_unverified: 'Aún no verificado.',
    state_sent: 'Mensaje de verificación enviado. Termina la comprobación en la página de Yoti.',
    state_verified: 'Estás verificado como adulto.',
    state_not_adult: 'No se pudo verificar al usuario.',
    check: 'Comprobar el resultado',
    callbackTitle: 'Resultado de la verificación de identidad',
    continue: 'Continuar',
    signedOut: 'Inicia sesión para verificar tu edad.',
  },
}
