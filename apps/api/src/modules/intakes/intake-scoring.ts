import {
  hasSelfHarmThoughts,
  questionnaireScore,
  scoreBand,
  type IntakeAnswers,
  type QuestionnaireName,
  type ScoredQuestionnaire,
} from '@sukoon/contract/intake';

export interface ScoredIntake {
  phq9Score: number | null;
  gad7Score: number | null;
  selfHarmFlag: boolean;
}

/** The scores the server keeps beside the answers; the client's own arithmetic is never trusted. */
export function scoreIntake(answers: IntakeAnswers): ScoredIntake {
  return {
    phq9Score: answers.phq9 ? questionnaireScore(answers.phq9) : null,
    gad7Score: answers.gad7 ? questionnaireScore(answers.gad7) : null,
    selfHarmFlag: hasSelfHarmThoughts(answers.phq9),
  };
}

export function scoredQuestionnaire(
  name: QuestionnaireName,
  answers: readonly number[] | undefined,
): ScoredQuestionnaire | null {
  if (!answers) return null;
  const score = questionnaireScore(answers);
  return { answers: [...answers], score, band: scoreBand(name, score) };
}
