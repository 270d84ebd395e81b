import type { LanderTexts } from './types';

const en: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'For adults only',
      headline: 'Grown-up dating. No games.',
      tagline: 'Meet adults who are honest about what they want, and just as curious as you are.',
    },
    tinderswipe: {
      kicker: 'Swipe. Match. Talk.',
      headline: 'One swipe could change your evening.',
      tagline: 'Like whoever catches your eye. When the feeling is mutual, the chat is open.',
    },
    whoneedsstrings: {
      kicker: 'No strings attached',
      headline: 'Who needs strings?',
      tagline: 'Flirt, chat and meet up whenever it suits you. No promises, no pressure.',
    },
  },
  signup: 'Sign up free',
  haveAccount: 'Already a member?',
  login: 'Log in',
  pointsLabel: 'Why {{site}}',
  points: ['Free to join', 'Your e-mail address stays private', 'Singles from your area'],
  ageNotice: 'Adults only. You must be at least {{age}} years old to join.',
  fictional:
    'Some profiles on {{site}} are fictional. They are run by our team for entertainment, and you cannot meet them in person.',
  people: {
    label: 'Members you could meet',
    photoAlt: 'Photo of {{name}}',
    nameAge: '{{name}}, {{age}}',
    meet: 'Meet {{name}}, {{age}}: sign up free',
    fictional: 'Fictional profile',
  },
  footer: {
    label: 'Footer',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    faq: 'FAQ',
    service: 'Customer service',
  },
};

export default en;
