/** The How-to and FAQ pages' text in one language. */
export interface HelpTexts {
  howTo: { lead: string; steps: { title: string; text: string }[] }
  faq: { lead: string; questions: { question: string; answer: string }[] }
}
