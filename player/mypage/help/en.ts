import type { HelpTexts } from './types'

export const helpEn: HelpTexts = {
  howTo: {
    lead: 'Taleloom is a place to step inside stories: you talk, the characters answer, and the story remembers.',
    steps: [
      {
        title: 'Find a story',
        text: 'Browse the ranking on Home or search by words and #tags. Each story shows what a chat costs and whether you have free chats left.',
      },
      {
        title: 'Start chatting',
        text: 'Open a story and start a chat. Type what you say or do; the characters answer as the story goes on. As a guest you get free chats; an account keeps your chats on every device.',
      },
      {
        title: 'Steer the story',
        text: 'Reroll a reply, let it continue, edit your last message, or go back to an earlier turn and take another branch. Auto-play runs a few turns for you once you agree to the price, and you can pause it at any time.',
      },
      {
        title: 'Credits and coins',
        text: 'Story chats use credits; contents, subscriptions, tickets and donations use coins. Charge both under My Info → Wallet. Every price is shown before you spend, and bonus credits and coins are used first.',
      },
      {
        title: 'Create your own',
        text: 'Apply as a creator to write stories on the Studio’s canvas, upload audio and video, open a channel with subscription tiers and go live.',
      },
    ],
  },
  faq: {
    lead: 'Short answers to what readers and creators ask most.',
    questions: [
      {
        question: 'Is Taleloom free?',
        answer:
          'Guests get free chats, and many stories and contents are free. A paid story shows its price per chat before you start; nothing is charged without it being shown.',
      },
      {
        question: 'What is the difference between credits and coins?',
        answer:
          'Credits pay for story chats. Coins buy contents and pay for subscriptions, live tickets and donations. My Info → Wallet shows both, with the bonus ones you received.',
      },
      {
        question: 'Is a reply that failed charged?',
        answer:
          'No. A turn that fails or is cut off is not charged; reloading the page picks up a reply where it was and charges it once.',
      },
      {
        question: 'Why can I not chat any more as a guest?',
        answer:
          'Guests have a few free chats. Log in (your guest chats move to your account) or enter a chat coupon in the chat’s settings to go on.',
      },
      {
        question: 'Who can read my chats?',
        answer:
          'You. Creators see how often their stories are played and the reviews readers leave, not your conversations.',
      },
      {
        question: 'How do I see adult stories?',
        answer:
          'Verify your age once in the account menu and turn adult content on. Until then adult stories and contents are hidden.',
      },
      {
        question: 'How do I become a creator?',
        answer:
          'Choose “Start your channel” under a content shelf, or open the Studio from your account menu.',
      },
      {
        question: 'How do I change the language?',
        answer:
          'Pick it in the header. The address then starts with /ko, /jp or /es, so a link you share opens in the same language.',
      },
    ],
  },
}
