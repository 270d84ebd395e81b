import type { LanderTexts } from './types';

const pl: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'Tylko dla dorosłych',
      headline: 'Randki dla dorosłych. Bez gierek.',
      tagline: 'Poznaj dorosłych, którzy szczerze mówią, czego szukają, i są tak samo ciekawi jak Ty.',
    },
    tinderswipe: {
      kicker: 'Przesuń. Dopasuj. Pisz.',
      headline: 'Jedno przesunięcie może odmienić Twój wieczór.',
      tagline: 'Polub osoby, które wpadną Ci w oko. Gdy sympatia jest wzajemna, możecie od razu pisać.',
    },
    whoneedsstrings: {
      kicker: 'Bez zobowiązań',
      headline: 'Kto potrzebuje zobowiązań?',
      tagline: 'Flirtuj, czatuj i umawiaj się, kiedy masz ochotę. Bez obietnic i bez presji.',
    },
  },
  signup: 'Zarejestruj się za darmo',
  haveAccount: 'Masz już konto?',
  login: 'Zaloguj się',
  pointsLabel: 'Dlaczego {{site}}',
  points: ['Rejestracja za darmo', 'Twój adres e-mail pozostaje prywatny', 'Single z Twojej okolicy'],
  ageNotice: 'Tylko dla dorosłych. Aby dołączyć, musisz mieć co najmniej {{age}} lat.',
  fictional:
    'Niektóre profile w serwisie {{site}} są fikcyjne. Prowadzi je nasz zespół dla rozrywki i nie można ich spotkać osobiście.',
  people: {
    label: 'Osoby, które możesz poznać',
    photoAlt: 'Zdjęcie: {{name}}',
    nameAge: '{{name}}, {{age}}',
    meet: 'Poznaj: {{name}}, {{age}} – zarejestruj się za darmo',
    fictional: 'Profil fikcyjny',
  },
  footer: {
    label: 'Stopka',
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    cookies: 'Polityka plików cookie',
    faq: 'Najczęstsze pytania',
    service: 'Obsługa klienta',
  },
};

export default pl;
