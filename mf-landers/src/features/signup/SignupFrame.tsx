import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'shared-ui/router';
import styled from 'styled-components';
import { Card, media, VisuallyHidden } from 'shared-ui';
import { isLoggedInAtom, pathTo } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';

// One column no wider than the screen: a wide control inside (a file input) cannot push the card out.
const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.md}px ${theme.space.xxl}px`};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySubtle} 0, transparent 320px);

  ${media.md} {
    padding-top: ${({ theme }) => theme.space.xxl}px;
  }
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 520px;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md}px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Footer = styled.p`
  margin: 0;
  text-align: center;
`;

interface SignupFrameProps {
  title: string;
  lead: string;
  /**
   * The page's title for screen readers only: the signup flow inside gives each of its screens a headline
   * of its own, and one headline per screen is what the visitor should read.
   */
  quietTitle?: boolean;
  children: ReactNode;
  /** The e-mail confirmation page is the end of the signup: a logged-in visitor may still read it. */
  allowLoggedIn?: boolean;
}

/** The signup pages' frame in the empty layout: heading, the step, and the login link. */
export function SignupFrame({
  title,
  lead,
  quietTitle = false,
  children,
  allowLoggedIn = false,
}: SignupFrameProps) {
  const { t } = useTranslation(namespace);
  const loggedIn = useAtomValue(isLoggedInAtom);
  // A logged-in user who goes to signup is sent to members. Only who arrives logged in:
  // the signup itself logs the visitor in at step 0 and goes on with the next steps.
  const [arrivedLoggedIn] = useState(loggedIn);
  if (arrivedLoggedIn && !allowLoggedIn) return <Navigate to={pathTo('members')} replace />;
  return (
    <Main>
      <Panel as="section" padding="lg">
        {quietTitle ? (
          <VisuallyHidden as="h1">{title}</VisuallyHidden>
        ) : (
          <>
            <Title>{title}</Title>
            <Lead>{lead}</Lead>
          </>
        )}
        {children}
        {!loggedIn && !allowLoggedIn && (
          <Footer>
            {t('signup.haveAccount')} <Link to={pathTo('login')}>{t('signup.login')}</Link>
          </Footer>
        )}
      </Panel>
    </Main>
  );
}
