/** The story setup page's "Direct messages with a character" section (studio/stories). */
export const characterDmSettingEn = {
  characterDmSetting: {
    title: 'Direct messages with a character',
    lead: 'Fans can message one character of the published story, in a chat of their own. Each message is a story-chat turn.',
    enabled: 'Let fans message a character',
    character: 'Character',
    price: 'Credits per message',
    priceHint: '0 makes messages free for everyone (at most {{max}}).',
    priceProblem: 'Enter a whole number from 0 to {{max}}.',
    freeTiers: 'Free for subscribers of',
    freeTiersHint: 'Subscribers of a chosen tier message for free; everyone else pays the price.',
    noTiers: 'You have no subscriber tiers yet.',
    save: 'Save',
    saved: 'Saved. Fans see “Message {{name}}” on the story page.',
    savedOff: 'Saved. Fans cannot message a character of this story.',
    notPublished: 'Publish the story first: fans message a character of the published story.',
    notOwner: 'Only the story’s creator can change this setting.',
    noCast: 'The published story has no characters.',
    loading: 'Loading…',
  },
}
