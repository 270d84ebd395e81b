import type { LanderTexts } from './types';

const es: LanderTexts = {
  landers: {
    adultonly: {
      kicker: 'Solo para adultos',
      headline: 'Citas para adultos. Sin juegos.',
      tagline:
        'Conoce a adultos que dicen con sinceridad lo que buscan y que tienen tanta curiosidad como tú.',
    },
    tinderswipe: {
      kicker: 'Desliza. Haz match. Habla.',
      headline: 'Un solo swipe puede cambiarte la noche.',
      tagline: 'Dale «me gusta» a quien te llame la atención. Si es mutuo, el chat queda abierto.',
    },
    whoneedsstrings: {
      kicker: 'Sin compromiso',
      headline: '¿Quién necesita ataduras?',
      tagline: 'Liga, chatea y queda cuando te apetezca. Sin promesas ni presiones.',
    },
  },
  signup: 'Regístrate gratis',
  haveAccount: '¿Ya eres miembro?',
  login: 'Iniciar sesión',
  pointsLabel: 'Por qué {{site}}',
  points: ['Registro gratuito', 'Tu correo electrónico sigue siendo privado', 'Solteros de tu zona'],
  ageNotice: 'Solo para adultos. Debes tener al menos {{age}} años para unirte.',
  fictional:
    'Algunos perfiles de {{site}} son ficticios. Los gestiona nuestro equipo con fines de entretenimiento y no puedes conocerlos en persona.',
  people: {
    label: 'Personas que podrías conocer',
    photoAlt: 'Foto de {{name}}',
    nameAge: '{{name}}, {{age}}',
    meet: 'Conoce a {{name}}, {{age}}: regístrate gratis',
    fictional: 'Perfil ficticio',
  },
  footer: {
    label: 'Pie de página',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    cookies: 'Política de cookies',
    faq: 'Preguntas frecuentes',
    service: 'Atención al cliente',
  },
};

export default es;
