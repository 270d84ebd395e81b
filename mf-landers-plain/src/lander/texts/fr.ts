import type { LanderTexts } from './types';

// French typography: a no-break space (U+00A0) before ? and ! and inside « ».
const fr: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'Réservé aux adultes',
      headline: 'Des rencontres entre adultes. Sans faux-semblants.',
      tagline:
        'Rencontrez des adultes qui disent franchement ce qu’ils cherchent, et qui sont aussi curieux que vous.',
    },
    tinderswipe: {
      kicker: 'Swipez. Matchez. Discutez.',
      headline: 'Un swipe peut changer votre soirée.',
      tagline: 'Likez les profils qui vous plaisent. Si c’est réciproque, la conversation est ouverte.',
    },
    whoneedsstrings: {
      kicker: 'Sans engagement',
      headline: 'Qui a besoin d’engagement\u00a0?',
      tagline: 'Flirtez, discutez et voyez-vous quand cela vous convient. Sans promesses, sans pression.',
    },
  },
  signup: 'S’inscrire gratuitement',
  haveAccount: 'Déjà membre\u00a0?',
  login: 'Se connecter',
  pointsLabel: 'Pourquoi {{site}}',
  points: ['Inscription gratuite', 'Votre adresse e-mail reste privée', 'Des célibataires près de chez vous'],
  ageNotice: 'Réservé aux adultes. Vous devez avoir au moins {{age}}\u00a0ans pour vous inscrire.',
  fictional:
    'Certains profils sur {{site}} sont fictifs. Ils sont gérés par notre équipe à des fins de divertissement et vous ne pouvez pas les rencontrer en personne.',
  people: {
    label: 'Des membres que vous pourriez rencontrer',
    photoAlt: 'Photo de {{name}}',
    nameAge: '{{name}}, {{age}} ans',
    meet: 'Rencontrez {{name}}, {{age}} ans : inscription gratuite',
    fictional: 'Profil fictif',
  },
  footer: {
    label: 'Pied de page',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    cookies: 'Politique relative aux cookies',
    faq: 'FAQ',
    service: 'Service client',
  },
};

export default fr;
