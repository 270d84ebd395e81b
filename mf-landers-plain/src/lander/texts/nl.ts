import type { LanderTexts } from './types';

const nl: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'Alleen voor volwassenen',
      headline: 'Daten voor volwassenen. Zonder spelletjes.',
      tagline: 'Ontmoet volwassenen die eerlijk zeggen wat ze zoeken en net zo nieuwsgierig zijn als jij.',
    },
    tinderswipe: {
      kicker: 'Swipen. Matchen. Praten.',
      headline: 'Eén swipe kan je hele avond veranderen.',
      tagline: 'Like wie je opvalt. Is het wederzijds, dan kun je meteen chatten.',
    },
    whoneedsstrings: {
      kicker: 'Vrijblijvend',
      headline: 'Wie heeft er verplichtingen nodig?',
      tagline: 'Flirten, chatten en afspreken wanneer het jou uitkomt. Geen beloftes, geen druk.',
    },
  },
  signup: 'Gratis aanmelden',
  haveAccount: 'Al lid?',
  login: 'Inloggen',
  pointsLabel: 'Waarom {{site}}',
  points: ['Gratis lid worden', 'Je e-mailadres blijft privé', 'Singles uit je buurt'],
  ageNotice: 'Alleen voor volwassenen. Je moet minstens {{age}} jaar oud zijn om mee te doen.',
  fictional:
    'Sommige profielen op {{site}} zijn fictief. Ze worden door ons team beheerd voor entertainment en je kunt ze niet in het echt ontmoeten.',
  people: {
    label: 'Leden die je zou kunnen ontmoeten',
    photoAlt: 'Foto van {{name}}',
    nameAge: '{{name}}, {{age}}',
    meet: 'Leer {{name}} ({{age}}) kennen: gratis aanmelden',
    fictional: 'Fictief profiel',
  },
  footer: {
    label: 'Voettekst',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacybeleid',
    cookies: 'Cookiebeleid',
    faq: 'Veelgestelde vragen',
    service: 'Klantenservice',
  },
};

export default nl;
