import type { Language } from 'contract/constants';

/**
 * The words of a server-rendered lander's page frame (logo bar, footer, disclaimer, entry warning) in every
 * language, for lander remotes that render their page without the shell. The shell says the same things
 * with the same words in its own pages.
 */
export interface LanderFrameTexts {
  /** The language choice's label. */
  language: string;
  login: string;
  siteEntry: { title: string; message: string; enter: string; leave: string };
  footer: {
    label: string;
    terms: string;
    privacy: string;
    cookies: string;
    ban: string;
    returnPolicy: string;
    faq: string;
    support: string;
    statement2257: string;
  };
  /** With {{minimumAge}}. */
  adultsOnly: string;
}

export const LANDER_FRAME_TEXTS: Record<Language, LanderFrameTexts> = {
  en: {
    language: 'Language',
    login: 'Log in',
    siteEntry: {
      title: 'Adult content',
      message:
        'This website contains adult content and is only intended for people aged {{minimumAge}} and over. By entering you confirm that you are of legal age and that you do not find such content offensive.',
      enter: 'Enter',
      leave: 'Leave',
    },
    footer: {
      label: 'Footer',
      terms: 'Terms and conditions',
      privacy: 'Privacy policy',
      cookies: 'Cookie policy',
      ban: 'Access ban',
      returnPolicy: 'Return policy',
      faq: 'FAQ',
      support: 'Support',
      statement2257: '18 U.S.C. 2257 statement',
    },
    adultsOnly:
      'This website is intended for adults aged {{minimumAge}} and over only. Do not continue if you are younger or if adult content is illegal where you live.',
  },
  de: {
    language: 'Sprache',
    login: 'Einloggen',
    siteEntry: {
      title: 'Inhalte für Erwachsene',
      message:
        'Diese Website enthält Inhalte für Erwachsene und ist nur für Personen ab {{minimumAge}} Jahren bestimmt. Mit dem Betreten bestätigst du, dass du volljährig bist und dich solche Inhalte nicht stören.',
      enter: 'Betreten',
      leave: 'Verlassen',
    },
    footer: {
      label: 'Fußzeile',
      terms: 'AGB',
      privacy: 'Datenschutzerklärung',
      cookies: 'Cookie-Richtlinie',
      ban: 'Zugangssperre',
      returnPolicy: 'Widerrufsbelehrung',
      faq: 'FAQ',
      support: 'Kundenservice',
      statement2257: 'Erklärung nach 18 U.S.C. 2257',
    },
    adultsOnly:
      'Diese Website richtet sich ausschließlich an Erwachsene ab {{minimumAge}} Jahren. Bitte verlasse sie, wenn du jünger bist oder Inhalte für Erwachsene in deinem Land verboten sind.',
  },
  es: {
    language: 'Idioma',
    login: 'Iniciar sesión',
    siteEntry: {
      title: 'Contenido para adultos',
      message:
        'Este sitio web contiene contenido para adultos y está destinado únicamente a personas de {{minimumAge}} años o más. Al entrar confirmas que eres mayor de edad y que este tipo de contenido no te ofende.',
      enter: 'Entrar',
      leave: 'Salir',
    },
    footer: {
      label: 'Pie de página',
      terms: 'Términos y condiciones',
      privacy: 'Política de privacidad',
      cookies: 'Política de cookies',
      ban: 'Bloqueo de acceso',
      returnPolicy: 'Política de devoluciones',
      faq: 'Preguntas frecuentes',
      support: 'Atención al cliente',
      statement2257: 'Declaración 18 U.S.C. 2257',
    },
    adultsOnly:
      'Este sitio web está destinado exclusivamente a adultos de {{minimumAge}} años o más. No continúes si eres menor o si el contenido para adultos es ilegal en tu país.',
  },
  fr: {
    language: 'Langue',
    login: 'Se connecter',
    siteEntry: {
      title: 'Contenu pour adultes',
      message:
        "Ce site contient des contenus pour adultes et s'adresse uniquement aux personnes de {{minimumAge}} ans et plus. En entrant, vous confirmez être majeur et ne pas être choqué par ce type de contenu.",
      enter: 'Entrer',
      leave: 'Quitter',
    },
    footer: {
      label: 'Pied de page',
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
      cookies: 'Politique relative aux cookies',
      ban: "Blocage d'accès",
      returnPolicy: 'Politique de rétractation',
      faq: 'FAQ',
      support: 'Service client',
      statement2257: 'Déclaration 18 U.S.C. 2257',
    },
    adultsOnly:
      'Ce site est exclusivement réservé aux adultes de {{minimumAge}} ans et plus. Ne continuez pas si vous êtes plus jeune ou si les contenus pour adultes sont interdits là où vous vivez.',
  },
  it: {
    language: 'Lingua',
    login: 'Accedi',
    siteEntry: {
      title: 'Contenuti per adulti',
      message:
        'Questo sito contiene contenuti per adulti ed è destinato solo a persone di almeno {{minimumAge}} anni. Entrando confermi di essere maggiorenne e di non ritenere offensivi questi contenuti.',
      enter: 'Entra',
      leave: 'Esci',
    },
    footer: {
      label: 'Piè di pagina',
      terms: 'Termini e condizioni',
      privacy: 'Informativa sulla privacy',
      cookies: 'Informativa sui cookie',
      ban: "Blocco dell'accesso",
      returnPolicy: 'Diritto di recesso',
      faq: 'Domande frequenti',
      support: 'Assistenza clienti',
      statement2257: 'Dichiarazione 18 U.S.C. 2257',
    },
    adultsOnly:
      'Questo sito è riservato esclusivamente agli adulti di almeno {{minimumAge}} anni. Non proseguire se sei più giovane o se i contenuti per adulti sono vietati nel luogo in cui vivi.',
  },
  nl: {
    language: 'Taal',
    login: 'Inloggen',
    siteEntry: {
      title: 'Inhoud voor volwassenen',
      message:
        'Deze website bevat inhoud voor volwassenen en is alleen bedoeld voor personen van {{minimumAge}} jaar en ouder. Door verder te gaan bevestig je dat je meerderjarig bent en dat je zulke inhoud niet aanstootgevend vindt.',
      enter: 'Doorgaan',
      leave: 'Verlaten',
    },
    footer: {
      label: 'Voettekst',
      terms: 'Algemene voorwaarden',
      privacy: 'Privacybeleid',
      cookies: 'Cookiebeleid',
      ban: 'Toegangsblokkade',
      returnPolicy: 'Herroepingsbeleid',
      faq: 'Veelgestelde vragen',
      support: 'Klantenservice',
      statement2257: 'Verklaring 18 U.S.C. 2257',
    },
    adultsOnly:
      'Deze website is uitsluitend bedoeld voor volwassenen van {{minimumAge}} jaar en ouder. Ga niet verder als je jonger bent of als inhoud voor volwassenen verboden is waar je woont.',
  },
  pl: {
    language: 'Język',
    login: 'Zaloguj się',
    siteEntry: {
      title: 'Treści dla dorosłych',
      message:
        'Ten serwis zawiera treści dla dorosłych i jest przeznaczony wyłącznie dla osób, które ukończyły {{minimumAge}} lat. Wchodząc, potwierdzasz, że jesteś pełnoletni i że takie treści cię nie obrażają.',
      enter: 'Wejdź',
      leave: 'Wyjdź',
    },
    footer: {
      label: 'Stopka',
      terms: 'Regulamin',
      privacy: 'Polityka prywatności',
      cookies: 'Polityka plików cookie',
      ban: 'Blokada dostępu',
      returnPolicy: 'Prawo odstąpienia od umowy',
      faq: 'Najczęstsze pytania',
      support: 'Obsługa klienta',
      statement2257: 'Oświadczenie 18 U.S.C. 2257',
    },
    adultsOnly:
      'Ten serwis jest przeznaczony wyłącznie dla osób dorosłych, które ukończyły {{minimumAge}} lat. Nie kontynuuj, jeśli jesteś młodszy lub jeśli treści dla dorosłych są zakazane w twoim kraju.',
  },
};
