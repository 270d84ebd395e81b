import type { LanderTexts } from './types';

const de: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'Nur für Erwachsene',
      headline: 'Dating für Erwachsene. Ohne Spielchen.',
      tagline: 'Triff Erwachsene, die ehrlich sagen, was sie wollen – und genauso neugierig sind wie du.',
    },
    tinderswipe: {
      kicker: 'Swipen. Matchen. Schreiben.',
      headline: 'Ein Swipe, und dein Abend sieht ganz anders aus.',
      tagline: 'Like, wer dir gefällt. Beruht es auf Gegenseitigkeit, kann der Chat losgehen.',
    },
    whoneedsstrings: {
      kicker: 'Ganz unverbindlich',
      headline: 'Wer braucht schon Verpflichtungen?',
      tagline: 'Flirten, chatten und treffen, wann es dir passt. Ohne Versprechen, ohne Druck.',
    },
  },
  signup: 'Kostenlos registrieren',
  haveAccount: 'Schon Mitglied?',
  login: 'Einloggen',
  pointsLabel: 'Warum {{site}}',
  points: ['Registrierung kostenlos', 'Deine E-Mail-Adresse bleibt privat', 'Singles aus deiner Region'],
  ageNotice: 'Nur für Erwachsene. Du musst mindestens {{age}} Jahre alt sein, um mitzumachen.',
  fictional:
    'Einige Profile auf {{site}} sind fiktiv. Diese Profile werden von unserem Team zur Unterhaltung betrieben; ein persönliches Treffen ist nicht möglich.',
  people: {
    label: 'Mitglieder, die du kennenlernen könntest',
    photoAlt: 'Foto von {{name}}',
    nameAge: '{{name}}, {{age}}',
    meet: 'Lerne {{name}} ({{age}}) kennen: kostenlos registrieren',
    fictional: 'Fiktives Profil',
  },
  footer: {
    label: 'Fußzeile',
    terms: 'AGB',
    privacy: 'Datenschutzerklärung',
    cookies: 'Cookie-Richtlinie',
    faq: 'FAQ',
    service: 'Kundenservice',
  },
};

export default de;
