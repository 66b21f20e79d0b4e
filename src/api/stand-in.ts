/** Answers served from what was kept rather than from the server (a screen may say so). */
const keptAnswers = new WeakSet<object>();

export const markKeptAnswer = (answer: object): void => void keptAnswers.add(answer);

export const isKeptAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && keptAnswers.has(answer);
