import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, mediaBelow, SiteLogo } from 'shared-ui';
import type { Language, Settings } from 'contract';
import { fillIn, landerFooterLinks, LANDER_FRAME_TEXTS } from 'shared-ui/lander-page';
import { LanguageSelect } from './LanguageSelect';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  max-width: 1140px;
  min-height: 56px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/** On phones the language choice moves to the footer, so the logo bar keeps to one line. */
const WideOnly = styled.div`
  ${mediaBelow.sm} {
    display: none;
  }
`;

const PhoneOnly = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.md}px;

  ${media.sm} {
    display: none;
  }
`;

const LoginLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm + 4}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const FooterBox = styled.footer`
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.md}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
    max-width: 1140px;
    margin: 0 auto;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const DisclaimerBox = styled.aside`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  p {
    max-width: 1140px;
    margin: 0 auto ${({ theme }) => theme.space.xs}px;
  }
`;

export interface LanderFrameProps {
  settings: Settings;
  locale: Language;
  loginHref: string;
  children: ReactNode;
}

/**
 * The lander layout when the lander serves its page itself (server-rendered, without the shell): a logo
 * bar with the language choice (in the footer on phones) and Log in, the lander, the visitor's footer and
 * the disclaimer. The
 * adult-content warning is added in the browser (it depends on what the visitor confirmed before).
 */
export function LanderFrame({ settings, locale, loginHref, children }: LanderFrameProps) {
  const texts = LANDER_FRAME_TEXTS[locale];
  const minimumAge = settings.minimum_age || 18;
  return (
    <div data-layout="lander">
      <Bar>
        <Row>
          <SiteLogo href="/" name={settings.name} />
          <Tools>
            <WideOnly>
              <LanguageSelect locale={locale} />
            </WideOnly>
            <LoginLink href={loginHref}>{texts.login}</LoginLink>
          </Tools>
        </Row>
      </Bar>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <FooterBox aria-label={texts.footer.label}>
        <PhoneOnly>
          <LanguageSelect locale={locale} />
        </PhoneOnly>
        <ul>
          {landerFooterLinks(settings.geoip_country, locale).map((link) => (
            <li key={link.key}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </FooterBox>
      <DisclaimerBox>
        <p>{fillIn(texts.adultsOnly, { minimumAge })}</p>
      </DisclaimerBox>
    </div>
  );
}
