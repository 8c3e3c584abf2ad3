import type { Texts } from '../../texts'
import type { homeEn } from './en'

export const homeEs: Texts<typeof homeEn> = {
  home: {
    eyebrow: 'Chat de historias interactivo',
    title: 'Entra en una historia que te responde',
    lead: 'Habla con los personajes de historias escritas por creadores. Cada respuesta se escribe según tus decisiones, y la historia recuerda lo que hiciste.',
    startCta: 'Crear una cuenta gratis',
    seeAll: 'Ver todo',
    fromSubscriptions: 'De tus suscripciones',
    channelsToFollow: 'Canales para seguir',
  },
  liveHome: {
    title: 'En directo',
    all: 'Todo',
    featured: 'Destacado',
    adult: 'Adultos',
    onAir: 'EN VIVO',
    empty: 'Nadie está en directo ahora.',
    emptyTag: 'Nadie está en directo con este hashtag ahora.',
    chips: 'Hashtags en directo',
  },
  banners: {
    label: 'Destacados',
  },
}
