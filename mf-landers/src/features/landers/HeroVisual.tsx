import type { Language } from 'contract/constants';
import type { Settings } from 'contract';
import { showsPeople, type LanderData } from './people/lander-data';
import { HeroArt } from './HeroArt';
import { PeopleHero, type FaceSignup } from './people/PeopleHero';
import { HeroVideo } from './video/HeroVideo';
import { VARIANT_DESIGNS, type LanderVariant } from './variants';

/**
 * The picture side of a lander's hero: the looping video of the video landers, real members on the
 * people landers (gallery, collage, swipe, map and the member landings), else the variant's drawn art.
 */
export function HeroVisual({
  variant,
  data,
  animated,
  settings,
  locale,
  signup,
}: {
  variant: LanderVariant;
  data: LanderData;
  animated: boolean;
  settings: Settings;
  locale: Language;
  /** Where the members' faces lead. */
  signup: FaceSignup;
}) {
  const design = VARIANT_DESIGNS[variant];
  if (design.motion) return <HeroVideo paused={!animated} />;
  if (showsPeople(variant, data))
    return <PeopleHero variant={variant} data={data} settings={settings} locale={locale} signup={signup} />;
  return <HeroArt kind={design.art} animated={animated} />;
}
