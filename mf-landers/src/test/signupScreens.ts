import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
 * Answers the signup's three screens up to the account as a visitor would (tap, type, Continue) and, unless
 * told not to, creates the account with the last screen's button.
 */
export async function answerSignupScreens(answers: SignupAnswers, { submit = true } = {}) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: answers.gender }));
  await user.click(screen.getByRole('radio', { name: answers.lookingFor }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/Username/), answers.name);
  const [year = '', month = '', day = ''] = answers.dateOfBirth.split('-');
  await user.type(screen.getByLabelText('Day'), day);
  await user.type(screen.getByLabelText('Month'), month);
  await user.type(screen.getByLabelText('Year'), year);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/E-mail address/), answers.email);
  await user.type(screen.getByLabelText(/Password/), answers.password);
  if (submit) await user.click(screen.getByRole('button', { name: 'Create free account' }));
  return user;
}
