import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, SITE_MARK_URL, useDismissible } from 'shared-ui';
import { isLoggedInAtom, MINIMUM_AGE_DEFAULT, settingsAtom } from 'shared-ui/kernel';
import {
  ENTRY_WARNING_HIDE_KEY,
  hasSiteEntryCookie,
  rememberSiteEntryForServer,
  shouldShowSiteEntryWarning,
} from 'shared-ui/lander-page';
import { useRouteName } from '../../app/routes/useRouteName';
import { useStandalone } from '../layouts/standalone';
import { useEnteredOnServer } from './entered-on-server';

/** Where Leave takes the visitor: away from the adult site altogether. */
export const LEAVE_URL = 'https://www.google.com/';

// The site, dimmed and softly blurred, stays visible behind: the visitor sees where they are entering.
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md}px;
  background: rgba(17, 19, 23, 0.72);
  backdrop-filter: blur(6px);
  /* A scroll container of its own that never hands a scroll on: the page behind stays put, and no
     scrollbar comes and goes with the warning (nothing moves when it closes). */
  overflow-y: auto;
  overscroll-behavior: contain;

  /* Not in the installed app: the server cannot tell it apart, the page's first paint can. */
  @media (display-mode: standalone) {
    display: none;
  }
`;

const Panel = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 26rem;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px ${theme.space.lg}px`};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
`;

const Mark = styled.img`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Age = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 3.5rem;
  height: 3.5rem;
  border: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
`;

/**
 * The adult-content warning: the site's own overlay (its mark, name and colours) over the dimmed site, which
 * only Enter (remembered with the time, for the server too) or Leave closes; Escape and clicks beside it do
 * nothing. It is drawn inline, not in a portal, so the server draws it into the page's first paint and the
 * browser's drawing takes the same markup over: it is there before anything can be typed, never pops up
 * over a form later.
 */
export function SiteEntryWarning({ limitTo }: { limitTo?: readonly string[] }) {
  const { t } = useTranslation('shell');
  const settings = useAtomValue(settingsAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const standalone = useStandalone();
  const routeName = useRouteName();
  const enteredOnServer = useEnteredOnServer();
  const { hidden, dismiss, dismissedAt } = useDismissible(ENTRY_WARNING_HIDE_KEY);
  const enterRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);
  const enteredByCookie = typeof document !== 'undefined' && hasSiteEntryCookie(document);

  const open =
    settings !== null &&
    shouldShowSiteEntryWarning({
      loggedIn,
      standalone,
      setting: settings.enable_site_entry_popup,
      country: settings.geoip_country,
      dismissed: hidden || enteredOnServer || enteredByCookie,
      limitTo,
      routeName,
    });

  // A visitor who entered before the server learnt of it: it does from now on.
  useEffect(() => {
    if (dismissedAt !== null && !hasSiteEntryCookie(document)) {
      rememberSiteEntryForServer(document, String(dismissedAt));
    }
  }, [dismissedAt]);

  useEffect(() => {
    if (open) enterRef.current?.focus();
  }, [open]);

  if (!open || !settings) return null;

  const enter = () => {
    rememberSiteEntryForServer(document, String(Math.floor(Date.now() / 1000)));
    dismiss();
  };

  // Focus stays inside the warning: Tab moves between its two buttons.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    (document.activeElement === enterRef.current ? leaveRef : enterRef).current?.focus();
  };

  const minimumAge = settings.minimum_age || MINIMUM_AGE_DEFAULT;
  return (
    <Overlay data-site-entry-warning="" onKeyDown={keepFocus}>
      <Panel
        role="dialog"
        aria-modal="true"
        aria-labelledby="site-entry-title"
        aria-describedby="site-entry-text"
      >
        <Brand>
          <Mark src={SITE_MARK_URL} alt="" width={40} height={40} />
          {settings.name}
        </Brand>
        <Age aria-hidden="true">{minimumAge}+</Age>
        <Title id="site-entry-title">{t('siteEntry.title')}</Title>
        <Message id="site-entry-text">{t('siteEntry.message', { minimumAge })}</Message>
        <Actions>
          <Button ref={enterRef} size="lg" block onClick={enter}>
            {t('siteEntry.enter')}
          </Button>
          <Button ref={leaveRef} variant="outline" block onClick={() => window.location.assign(LEAVE_URL)}>
            {t('siteEntry.leave')}
          </Button>
        </Actions>
      </Panel>
    </Overlay>
  );
}
