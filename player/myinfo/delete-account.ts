/** The account-deletion form's rules, pure: the spec's survey of more than 20 characters. */
export const SURVEY_MINIMUM = 20

export type SurveyProblem = 'surveyShort'

export function surveyProblem(survey: string): SurveyProblem | null {
  return survey.trim().length > SURVEY_MINIMUM ? null : 'surveyShort'
}

/** The scheduled deletion day in the reader's language (the server keeps UTC). */
export function deletionDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'jp' ? 'ja' : language, {
    timeZone: 'UTC',
    dateStyle: 'long',
  })
}
