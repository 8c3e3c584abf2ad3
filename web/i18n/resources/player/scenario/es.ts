/** Los reproductores de escenarios (a solas y juntos). */
export const scenarioPlayerEs = {
  scenarioPlayer: {
    title: 'Escenario',
    multiplayTitle: 'Jugando juntos',
    step: 'Paso {{step}}',
    options: '¿Qué haces?',
    showOptions: 'Mostrar las opciones',
    ending: 'Final',
    theEnd: 'Fin.',
    restart: 'Empezar de nuevo',
    playTogether: 'Jugar juntos',
    playAlone: 'Jugar a solas',
    lockedPaid: 'Esta página es para quienes compraron el escenario ({{price}} monedas).',
    lockedTier: 'Esta página es para suscriptores de los niveles del creador.',
    buy: 'Comprar el escenario',
    subscribe: 'Ver los niveles',
    members_one: '{{count}} espectador en la sala',
    members_other: '{{count}} espectadores en la sala',
    voteHint:
      'Vota: la elección de la mayoría hace avanzar a todos en {{seconds}} s (o cuando todos hayan votado).',
    votes_one: '{{count}} voto',
    votes_other: '{{count}} votos',
    copyInvite: 'Copiar el enlace de invitación',
  },
}
