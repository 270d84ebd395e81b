import type { LanderTexts } from './types';

const it: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'Solo per adulti',
      headline: 'Incontri tra adulti. Senza giochetti.',
      tagline: 'Conosci adulti che dicono con sincerità cosa cercano e sono curiosi quanto te.',
    },
    tinderswipe: {
      kicker: 'Scorri. Fai match. Chatta.',
      headline: 'Basta uno swipe per cambiarti la serata.',
      tagline: 'Metti like a chi ti colpisce. Se è reciproco, la chat è aperta.',
    },
    whoneedsstrings: {
      kicker: 'Senza impegno',
      headline: 'Chi ha bisogno di legami?',
      tagline: 'Flirta, chatta e incontrati quando ti va. Niente promesse, niente pressioni.',
    },
  },
  signup: 'Iscriviti gratis',
  haveAccount: 'Sei già iscritto?',
  login: 'Accedi',
  pointsLabel: 'Perché {{site}}',
  points: ['Iscrizione gratuita', 'Il tuo indirizzo e-mail resta privato', 'Single della tua zona'],
  ageNotice: 'Solo per adulti. Per iscriverti devi avere almeno {{age}} anni.',
  fictional:
    'Alcuni profili su {{site}} sono fittizi. Sono gestiti dal nostro team a scopo di intrattenimento e non puoi incontrarli di persona.',
  people: {
    label: 'Persone che potresti conoscere',
    photoAlt: 'Foto di {{name}}',
    nameAge: '{{name}}, {{age}}',
    meet: 'Conosci {{name}}, {{age}}: iscriviti gratis',
    fictional: 'Profilo fittizio',
  },
  footer: {
    label: 'Piè di pagina',
    terms: 'Termini e condizioni',
    privacy: 'Informativa sulla privacy',
    cookies: 'Informativa sui cookie',
    faq: 'Domande frequenti',
    service: 'Assistenza clienti',
  },
};

export default it;
