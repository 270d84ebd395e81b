import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button, media } from 'shared-ui';
import { isPlainClick, signupPath } from 'shared-ui/lander-page';
import { fictionalTerms, type LanderParcelProps } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { campaignLabel, memberIdFrom } from './campaign';
import { HeroVisual } from './HeroVisual';
import { KeepHyphenatedWords } from './KeepHyphenatedWords';
import { isMosaicLander, showsPeople, type LanderData } from './people/lander-data';
import { VARIANT_DESIGNS, type BenefitKey, type LanderVariant, type Mood } from './variants';

/** Dark bases carry white text well above 4.5:1; the accents only tint the art side. */
const MOODS: Record<Mood, { base: string; accent: string; glow: string }> = {
  sunset: { base: '#2a100b', accent: '#e8461e', glow: '#ffb300' },
  berry: { base: '#2b0b1f', accent: '#ad1457', glow: '#e8461e' },
  night: { base: '#121427', accent: '#6a1b9a', glow: '#1565c0' },
  ocean: { base: '#071f2a', accent: '#00695c', glow: '#1565c0' },
};

const drift = keyframes`
  0% { background-position: 0% 50%, 100% 50%, 0 0; }
  50% { background-position: 100% 50%, 0% 50%, 0 0; }
  100% { background-position: 0% 50%, 100% 50%, 0 0; }
`;

const Hero = styled.section<{ $mood: Mood; $moving: boolean }>`
  position: relative;
  overflow: hidden;
  color: #fff;
  background:
    radial-gradient(circle at 80% 30%, ${({ $mood }) => MOODS[$mood].accent}cc 0, transparent 55%),
    radial-gradient(circle at 95% 90%, ${({ $mood }) => MOODS[$mood].glow}99 0, transparent 45%),
    ${({ $mood }) => MOODS[$mood].base};
  background-size:
    200% 200%,
    200% 200%,
    auto;

  ${({ $moving }) =>
    $moving &&
    css`
      animation: ${drift} 14s ease-in-out infinite;
    `}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const HeroInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;
  align-items: center;
  max-width: 1140px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.md}px ${theme.space.xxl}px`};

  ${media.md} {
    grid-template-columns: 1.1fr 0.9fr;
    padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.lg}px`};
  }

  ${media.xl} {
    padding-block: 96px;
  }

  /* Photo first: on a phone the faces open the hero, above the headline. */
  &[data-faces-first] {
    padding-top: ${({ theme }) => theme.space.md}px;

    ${media.md} {
      padding-top: ${({ theme }) => theme.space.xxl}px;
    }
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  justify-items: start;
`;

const Eyebrow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Pill = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm}px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radii.pill};
  text-transform: none;
  letter-spacing: normal;
`;

const Headline = styled.h1`
  margin: 0;
  font-size: 2rem;
  line-height: 1.1;
  /* Lines break between words only (a hyphenated word is kept whole: KeepHyphenatedWords). */
  hyphens: manual;

  ${media.md} {
    font-size: 2.75rem;
  }

  ${media.xl} {
    font-size: 3.25rem;
  }
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 34ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: rgba(255, 255, 255, 0.92);
`;

const Cta = styled(Button)`
  min-width: 14rem;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3);
`;

const Small = styled.p`
  margin: 0;
  color: rgba(255, 255, 255, 0.9);

  a {
    color: #fff;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  a:hover {
    color: #fff;
    text-decoration-thickness: 2px;
  }
`;

const Age = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  height: 2.75rem;
  margin-right: ${({ theme }) => theme.space.sm}px;
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const AgeNotice = styled.p`
  display: flex;
  align-items: center;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.9);
`;

const Art = styled.div`
  max-width: 280px;
  width: 70%;
  justify-self: center;

  ${media.md} {
    max-width: none;
    width: 100%;
  }

  &[data-faces-first] {
    order: -1;
    max-width: none;
    width: 100%;

    ${media.md} {
      order: 0;
    }
  }
`;

const MotionToggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.md}px;
  bottom: ${({ theme }) => theme.space.md}px;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid rgba(255, 255, 255, 0.7);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(0, 0, 0, 0.35);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Benefits = styled.section`
  max-width: 1140px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.md}px`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg}px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    text-align: center;
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.lg}px;
    margin: 0;
    padding: 0;
    list-style: none;

    ${media.md} {
      grid-template-columns: repeat(3, 1fr);
    }
  }

  li {
    padding: ${({ theme }) => theme.space.lg}px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Closing = styled.div`
  display: grid;
  justify-items: center;
  margin-top: ${({ theme }) => theme.space.xl}px;
`;

const Disclosure = styled.p`
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.md}px ${theme.space.xl}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface LanderProps extends LanderParcelProps {
  variant: LanderVariant;
  /** The members the hero shows (people and member landers); empty until loaded, or when there are none. */
  data: LanderData;
  /** Where Log in leads (the login route's path). */
  loginHref: string;
}

/**
 * The lander: a hero with the variant's headline, the signup call to action and a login link, three
 * benefits, the age notice and, where the site says its profiles are fictional, that disclosure.
 * Everything it knows comes from its props: it never reaches into the shell.
 */
export function Lander({
  variant,
  settings,
  locale,
  navigate,
  openSignup,
  params,
  data,
  loginHref,
}: LanderProps) {
  const { t } = useTranslation(namespace, { lng: locale });
  const design = VARIANT_DESIGNS[variant];
  const memberId = design.member ? memberIdFrom(params.id) : undefined;
  const campaign = campaignLabel(params.slug);
  const [paused, setPaused] = useState(false);
  const moving = design.motion && !paused;
  const benefitsHeading = useId();
  const fictional = settings.fictional_icon && settings.fictional_warning.trim() !== '';
  // The site's warning is in the site's language; a lander in another language says it in its own words.
  const fictionalWarning = fictionalTerms(settings, locale).warning ?? t('people.fictional.listWarning');

  // Real links, so they work before any script runs (a server-rendered page) and open in a new tab;
  // a plain click goes through the host (the shell opens the signup as a modal on desktop).
  const signUp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openSignup(memberId === undefined ? undefined : { memberId });
  };
  const logIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(loginHref);
  };
  const signupHref = signupPath(memberId);
  const facesFirst = isMosaicLander(variant) && showsPeople(variant, data);

  return (
    <div lang={locale} data-lander={variant} data-campaign={campaign ?? undefined}>
      <Hero $mood={design.mood} $moving={moving}>
        <HeroInner data-faces-first={facesFirst || undefined}>
          <Copy>
            <Eyebrow>
              <span>{settings.name}</span>
              {campaign && <Pill>{campaign}</Pill>}
            </Eyebrow>
            <Headline>
              <KeepHyphenatedWords text={t(`variants.${variant}.headline`)} />
            </Headline>
            <Tagline>{t(`variants.${variant}.tagline`)}</Tagline>
            {memberId !== undefined && !showsPeople(variant, data) && (
              <Small>{t('member.note', { id: memberId })}</Small>
            )}
            <Cta as="a" href={signupHref} size="lg" onClick={signUp}>
              {t('cta.signup')}
            </Cta>
            <Small>
              {t('cta.haveAccount')}{' '}
              <a href={loginHref} onClick={logIn}>
                {t('cta.login')}
              </a>
            </Small>
            <AgeNotice>
              <Age aria-hidden="true">{t('age.badge', { age: settings.minimum_age })}</Age>
              {t('age.notice', { age: settings.minimum_age })}
            </AgeNotice>
          </Copy>
          <Art data-faces-first={facesFirst || undefined}>
            <HeroVisual
              variant={variant}
              data={data}
              animated={moving}
              settings={settings}
              locale={locale}
              signup={{ href: signupHref, onClick: signUp }}
            />
          </Art>
        </HeroInner>
        {design.motion && (
          <MotionToggle type="button" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {t('motion.pause')}
          </MotionToggle>
        )}
      </Hero>

      <Benefits aria-labelledby={benefitsHeading}>
        <h2 id={benefitsHeading}>{t('benefits.heading', { site: settings.name })}</h2>
        <ul>
          {design.benefits.map((benefit: BenefitKey) => (
            <li key={benefit}>
              <h3>{t(`benefits.${benefit}.title`)}</h3>
              <p>{t(`benefits.${benefit}.text`)}</p>
            </li>
          ))}
        </ul>
        <Closing>
          <Cta as="a" href={signupHref} size="lg" onClick={signUp}>
            {t('cta.signup')}
          </Cta>
        </Closing>
      </Benefits>

      {fictional && <Disclosure role="note">{fictionalWarning}</Disclosure>}
    </div>
  );
}
