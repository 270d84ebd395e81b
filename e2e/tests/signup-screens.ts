import type { Locator, Page } from '@playwright/test';

export interface SignupAnswers {
  gender: 'a man' | 'a woman';
  lookingFor: 'men' | 'women' | 'both';
  email: string;
  name: string;
  password: string;
  /** YYYY-MM-DD, typed into the day, month and year fields. */
  dateOfBirth: string;
}

/**
 * The signup's three screens up to the account, as a visitor answers them in `scope` (the page, its main
 * area or the desktop modal): who they are and look for, name and birthday, then e-mail and password. The
 * last screen's 'Create free account' is pressed unless `submit` is false.
 */
export async function answerSignupScreens(
  scope: Page | Locator,
  answers: SignupAnswers,
  { submit = true } = {},
): Promise<void> {
  await scope.getByRole('radio', { name: answers.gender, exact: true }).check();
  await scope.getByRole('radio', { name: answers.lookingFor, exact: true }).check();
  await scope.getByRole('button', { name: 'Continue' }).click();
  await answerNameAndBirthday(scope, answers);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByLabel('E-mail address').fill(answers.email);
  await scope.getByLabel('Password').fill(answers.password);
  if (submit) await scope.getByRole('button', { name: 'Create free account' }).click();
}

/** The second screen's fields: username and the three parts of the date of birth. */
export async function answerNameAndBirthday(
  scope: Page | Locator,
  answers: Pick<SignupAnswers, 'name' | 'dateOfBirth'>,
): Promise<void> {
  const [year = '', month = '', day = ''] = answers.dateOfBirth.split('-');
  await scope.getByLabel('Username').fill(answers.name);
  await scope.getByLabel('Day', { exact: true }).fill(day);
  await scope.getByLabel('Month', { exact: true }).fill(month);
  await scope.getByLabel('Year', { exact: true }).fill(year);
}
