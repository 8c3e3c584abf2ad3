/** The Creator role page's creator tags (studio/admin/people/CreatorTagsPanel), merged into `admin`. */
export const adminCreatorTagsEn = {
  creatorTags: 'Creator tags',
  creatorTagsLead:
    'cherry-picker: the editors may hand-pick this creator’s contents for the home page, and the creator is told so once.',
  creatorTagsHeld: 'Tags of {{name}}',
  creatorTagsNone: 'No tags.',
  creatorTagsNew: 'Tag to add',
  creatorTagsHint: '2 to 40 lowercase letters, digits or -.',
  creatorTagsAdd: 'Add tag',
  creatorTagsRemove: 'Remove',
  creatorTagsRemoveOne: 'Remove the tag {{tag}}',
  creatorTagsAddConfirm: 'Give {{name}} the tag {{tag}}?',
  creatorTagsAdded: '{{name}} has the tag {{tag}} now.',
  creatorTagsRemoveConfirm: 'Take the tag {{tag}} from {{name}}?',
  creatorTagsRemoved: '{{name}} no longer has the tag {{tag}}.',
  creatorTags_shape: 'A tag is 2 to 40 lowercase letters, digits or -.',
  creatorTags_held: 'This creator already has that tag.',
}
