import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom } from '../../kernel/session/atoms';
import { EmptyState } from '../EmptyState/EmptyState';
import { LinkButton } from '../LinkButton/LinkButton';

/** The shell's login route. */
const LOGIN_PATH = '/login';

export interface LoginRequiredProps {
  /**
   * The caller's i18n namespace. Its keys `auth.required` (title), `auth.hint` (what logging in
   * gives) and `auth.login` (the link) say it in the app's own words.
   */
  namespace: string;
  children: ReactNode;
  /** Overrides `auth.required` where the page has its own wording. */
  title?: string;
  /** Overrides `auth.hint`. */
  hint?: string;
}

/** Renders its children for a logged-in user; a visitor gets told to log in, with the way to do it. */
export function LoginRequired({ namespace, children, title, hint }: LoginRequiredProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { t } = useTranslation(namespace);
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState
      title={title ?? t('auth.required')}
      description={hint ?? t('auth.hint')}
      action={<LinkButton to={LOGIN_PATH}>{t('auth.login')}</LinkButton>}
    />
  );
}
