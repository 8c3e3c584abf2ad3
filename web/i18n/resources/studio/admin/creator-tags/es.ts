import type { adminCreatorTagsEn } from './en'

/** Las etiquetas de creador de la página de rol de creador. */
export const adminCreatorTagsEs: typeof adminCreatorTagsEn = {
  creatorTags: 'Etiquetas de creador',
  creatorTagsLead:
    'cherry-picker: los editores pueden elegir a mano los contenidos de este creador para la página de inicio, y se le avisa una vez.',
  creatorTagsHeld: 'Etiquetas de {{name}}',
  creatorTagsNone: 'Sin etiquetas.',
  creatorTagsNew: 'Etiqueta que añadir',
  creatorTagsHint: 'De 2 a 40 letras minúsculas, dígitos o -.',
  creatorTagsAdd: 'Añadir etiqueta',
  creatorTagsRemove: 'Quitar',
  creatorTagsRemoveOne: 'Quitar la etiqueta {{tag}}',
  creatorTagsAddConfirm: '¿Dar a {{name}} la etiqueta {{tag}}?',
  creatorTagsAdded: '{{name}} tiene ahora la etiqueta {{tag}}.',
  creatorTagsRemoveConfirm: '¿Quitar la etiqueta {{tag}} a {{name}}?',
  creatorTagsRemoved: '{{name}} ya no tiene la etiqueta {{tag}}.',
  creatorTags_shape: 'Una etiqueta tiene de 2 a 40 letras minúsculas, dígitos o -.',
  creatorTags_held: 'Este creador ya tiene esa etiqueta.',
}
