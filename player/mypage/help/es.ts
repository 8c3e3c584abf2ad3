import type { HelpTexts } from './types'

export const helpEs: HelpTexts = {
  howTo: {
    lead: 'Taleloom es un lugar para entrar en las historias: tú hablas, los personajes responden y la historia recuerda lo que hiciste.',
    steps: [
      {
        title: 'Encuentra una historia',
        text: 'Mira la clasificación en Inicio o busca por palabras y #etiquetas. Cada historia muestra lo que cuesta un chat y si te quedan chats gratis.',
      },
      {
        title: 'Empieza a chatear',
        text: 'Abre una historia y empieza un chat. Escribe lo que dices o haces; los personajes responden mientras la historia avanza. Como invitado tienes chats gratis; con una cuenta tus chats te siguen en cualquier dispositivo.',
      },
      {
        title: 'Guía la historia',
        text: 'Pide otra respuesta, deja que continúe, edita tu último mensaje o vuelve a un turno anterior y toma otro camino. El avance automático juega unos turnos por ti cuando aceptas el precio, y puedes pausarlo cuando quieras.',
      },
      {
        title: 'Créditos y monedas',
        text: 'Los chats de historias usan créditos; los contenidos, suscripciones, entradas y donaciones usan monedas. Recarga ambos en Mi información → Billetera. Cada precio se muestra antes de gastar, y los créditos y monedas de regalo se usan primero.',
      },
      {
        title: 'Crea lo tuyo',
        text: 'Solicita ser creador para escribir historias en el lienzo del Estudio, subir audio y vídeo, abrir un canal con niveles de suscripción y emitir en directo.',
      },
    ],
  },
  faq: {
    lead: 'Respuestas breves a lo que más preguntan lectores y creadores.',
    questions: [
      {
        question: '¿Taleloom es gratis?',
        answer:
          'Los invitados tienen chats gratis, y muchas historias y contenidos son gratuitos. Una historia de pago muestra su precio por chat antes de empezar; no se cobra nada que no se haya mostrado.',
      },
      {
        question: '¿Qué diferencia hay entre créditos y monedas?',
        answer:
          'Los créditos pagan los chats de historias. Las monedas compran contenidos y pagan suscripciones, entradas de directo y donaciones. Mi información → Billetera muestra ambos, con los de regalo que recibiste.',
      },
      {
        question: '¿Se cobra una respuesta que falló?',
        answer:
          'No. Un turno que falla o se corta no se cobra; al recargar la página la respuesta sigue donde estaba y se cobra una sola vez.',
      },
      {
        question: '¿Por qué ya no puedo chatear como invitado?',
        answer:
          'Los invitados tienen unos pocos chats gratis. Inicia sesión (tus chats de invitado pasan a tu cuenta) o introduce un cupón de chat en los ajustes del chat para seguir.',
      },
      {
        question: '¿Quién puede leer mis chats?',
        answer:
          'Tú. Los creadores ven cuántas veces se juegan sus historias y las reseñas de los lectores, no tus conversaciones.',
      },
      {
        question: '¿Cómo veo historias para adultos?',
        answer:
          'Verifica tu edad una vez en el menú de la cuenta y activa el contenido para adultos. Hasta entonces, las historias y contenidos para adultos están ocultos.',
      },
      {
        question: '¿Cómo me hago creador?',
        answer:
          'Elige «Crear mi canal» bajo una estantería de contenidos, o abre el Estudio desde el menú de tu cuenta.',
      },
      {
        question: '¿Cómo cambio el idioma?',
        answer:
          'Elígelo en la cabecera. La dirección empieza entonces por /ko, /jp o /es, así que un enlace que compartas se abre en el mismo idioma.',
      },
    ],
  },
}
