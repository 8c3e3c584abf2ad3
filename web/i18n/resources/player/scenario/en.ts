/** The scenario players (alone and together). */
export const scenarioPlayerEn = {
  scenarioPlayer: {
    title: 'Scenario',
    multiplayTitle: 'Playing together',
    step: 'Step {{step}}',
    options: 'What do you do?',
    showOptions: 'Show the options',
    ending: 'Ending',
    theEnd: 'The end.',
    restart: 'Start over',
    playTogether: 'Play together',
    playAlone: 'Play alone',
    lockedPaid: 'This page is for buyers of the scenario ({{price}} coins).',
    lockedTier: 'This page is for subscribers of the creator’s tiers.',
    buy: 'Buy the scenario',
    subscribe: 'See the tiers',
    members_one: '{{count}} viewer in the room',
    members_other: '{{count}} viewers in the room',
    voteHint:
      'Vote: the majority’s choice moves everyone on in {{seconds}} s (or when all have voted).',
    votes_one: '{{count}} vote',
    votes_other: '{{count}} votes',
    copyInvite: 'Copy the invitation link',
  },
}
