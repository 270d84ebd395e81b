/**
 * The well-known accounts' demo conversations, in the accounts' language, so the chat pages are not empty in
 * a demo:
 * - DemoPremium and DemoFree with each other (premium started it): a short, openly demo back-and-forth; the
 *   last two messages are unread for DemoFree, and DemoPremium's read receipts show.
 * - DemoPremium to a demo member, one message older than the 180-day history window (the privacy notice
 *   shows) and one recent, unanswered.
 * - DemoFree to a demo member, unanswered: DemoFree has started one conversation and has one start left.
 * Messages come only from the two well-known accounts: no other demo profile, fictional or not, is ever made
 * to write as if a person were answering.
 */
import type { Language } from 'contract/constants';

/** Who writes: the two well-known accounts, and the member each of them wrote to. */
export type DemoSpeaker = 'premium' | 'free' | 'premiumPartner' | 'freePartner';

export interface DemoChatMessage {
  from: DemoSpeaker;
  text: string;
  /** How long before the seed's reference moment it was sent. */
  ageMs: number;
}

export interface DemoChat {
  /** The member who started it (sent its first message) comes first. */
  members: readonly [DemoSpeaker, DemoSpeaker];
  /** Oldest first. */
  messages: readonly DemoChatMessage[];
}

/** The partner of the premium account must have signed up before this many days: the old message's age. */
export const OLD_MESSAGE_DAYS = 190;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ChatTexts {
  /** DemoPremium and DemoFree, in order: premium, free, premium, free, premium, premium. */
  between: readonly [string, string, string, string, string, string];
  /** DemoPremium to a member: the old message, then the recent one. */
  premiumToMember: readonly [string, string];
  /** DemoFree to a member. */
  freeToMember: string;
}

const TEXTS: Readonly<Record<Language, ChatTexts>> = {
  en: {
    between: [
      'Hi! 👋 This is a demo chat between the two demo accounts.',
      'Hi! Nice – so this is how chatting works here?',
      'Exactly. And as a premium member I can see whether you have read my messages.',
      'Good to know! Then I had better answer quickly 😊',
      'Do you fancy a cup of tea this weekend? I know you like tea.',
      'No rush, just let me know!',
    ],
    premiumToMember: [
      'Hello! I liked your profile – how has your week been?',
      'Hello again! Just a quick greeting from the demo account.',
    ],
    freeToMember: 'Hi! Your profile made me smile. What do you like to do at the weekend?',
  },
  de: {
    between: [
      'Hallo! 👋 Das ist ein Demo-Chat zwischen den beiden Demo-Konten.',
      'Hallo! Schön – so funktioniert das Chatten hier also?',
      'Genau. Und als Premium-Mitglied sehe ich, ob du meine Nachrichten gelesen hast.',
      'Gut zu wissen! Dann antworte ich wohl besser schnell 😊',
      'Hast du Lust, am Wochenende einen Tee trinken zu gehen? Ich weiß ja, dass du Tee magst.',
      'Kein Stress, sag einfach Bescheid!',
    ],
    premiumToMember: [
      'Hallo! Dein Profil gefällt mir – wie war deine Woche?',
      'Hallo noch mal! Ein kurzer Gruß vom Demo-Konto.',
    ],
    freeToMember: 'Hi! Dein Profil hat mich zum Lächeln gebracht. Was machst du am Wochenende am liebsten?',
  },
  es: {
    between: [
      '¡Hola! 👋 Este es un chat de demostración entre las dos cuentas demo.',
      '¡Hola! Qué bien, ¿así que así funciona el chat aquí?',
      'Exacto. Y como miembro premium puedo ver si has leído mis mensajes.',
      '¡Bueno saberlo! Entonces mejor contesto rápido 😊',
      '¿Te apetece tomar un té este fin de semana? Sé que te gusta el té.',
      'Sin prisa, ¡ya me dirás!',
    ],
    premiumToMember: [
      '¡Hola! Me ha gustado tu perfil. ¿Qué tal tu semana?',
      '¡Hola de nuevo! Un saludo rápido desde la cuenta demo.',
    ],
    freeToMember: '¡Hola! Tu perfil me ha sacado una sonrisa. ¿Qué te gusta hacer los fines de semana?',
  },
  fr: {
    between: [
      'Salut ! 👋 Ceci est une conversation de démonstration entre les deux comptes démo.',
      'Salut ! Sympa, c’est donc comme ça qu’on discute ici ?',
      'Exactement. Et en tant que membre premium, je vois si tu as lu mes messages.',
      'Bon à savoir ! Alors je ferais mieux de répondre vite 😊',
      'Ça te dirait de prendre un thé ce week-end ? Je sais que tu aimes le thé.',
      'Rien ne presse, dis-moi quand tu veux !',
    ],
    premiumToMember: [
      'Bonjour ! J’aime bien ton profil. Comment s’est passée ta semaine ?',
      'Re-bonjour ! Un petit coucou du compte démo.',
    ],
    freeToMember: 'Salut ! Ton profil m’a fait sourire. Qu’est-ce que tu aimes faire le week-end ?',
  },
  it: {
    between: [
      'Ciao! 👋 Questa è una chat dimostrativa tra i due account demo.',
      'Ciao! Bello, quindi è così che si chatta qui?',
      'Esatto. E come membro premium vedo se hai letto i miei messaggi.',
      'Buono a sapersi! Allora è meglio che risponda in fretta 😊',
      'Ti va di prendere un tè questo fine settimana? So che ti piace il tè.',
      'Nessuna fretta, fammi sapere!',
    ],
    premiumToMember: [
      'Ciao! Mi piace il tuo profilo. Com’è andata la settimana?',
      'Ciao di nuovo! Un saluto veloce dall’account demo.',
    ],
    freeToMember: 'Ciao! Il tuo profilo mi ha fatto sorridere. Cosa ti piace fare nel fine settimana?',
  },
  nl: {
    between: [
      'Hoi! 👋 Dit is een demochat tussen de twee demo-accounts.',
      'Hoi! Leuk, dus zo werkt chatten hier?',
      'Precies. En als premiumlid zie ik of je mijn berichten hebt gelezen.',
      'Goed om te weten! Dan kan ik maar beter snel antwoorden 😊',
      'Zin om dit weekend een kopje thee te drinken? Ik weet dat je van thee houdt.',
      'Geen haast, laat het me maar weten!',
    ],
    premiumToMember: [
      'Hallo! Je profiel spreekt me aan. Hoe was je week?',
      'Hallo nog een keer! Een groetje van het demo-account.',
    ],
    freeToMember:
      'Hoi! Je profiel toverde een glimlach op mijn gezicht. Wat doe je het liefst in het weekend?',
  },
  pl: {
    between: [
      'Cześć! 👋 To jest demonstracyjny czat między dwoma kontami demo.',
      'Cześć! Super, czyli tak tu wygląda czatowanie?',
      'Dokładnie. A jako członek premium widzę, czy przeczytałaś moje wiadomości.',
      'Dobrze wiedzieć! To lepiej szybko odpiszę 😊',
      'Masz ochotę na herbatę w ten weekend? Wiem, że lubisz herbatę.',
      'Bez pośpiechu, daj znać!',
    ],
    premiumToMember: [
      'Cześć! Podoba mi się Twój profil. Jak minął Ci tydzień?',
      'Cześć jeszcze raz! Pozdrowienia z konta demo.',
    ],
    freeToMember: 'Cześć! Twój profil wywołał uśmiech na mojej twarzy. Co lubisz robić w weekendy?',
  },
};

/** The demo conversations of a site's well-known accounts, written in `language`. */
export function demoChats(language: Language): DemoChat[] {
  const texts = TEXTS[language] ?? TEXTS.en;
  const [p1, f1, p2, f2, p3, p4] = texts.between;
  const [old, recent] = texts.premiumToMember;
  return [
    {
      members: ['premium', 'free'],
      messages: [
        { from: 'premium', text: p1, ageMs: 12 * DAY },
        { from: 'free', text: f1, ageMs: 12 * DAY - 2 * HOUR },
        { from: 'premium', text: p2, ageMs: 11 * DAY },
        { from: 'free', text: f2, ageMs: 11 * DAY - HOUR },
        { from: 'premium', text: p3, ageMs: 2 * DAY },
        { from: 'premium', text: p4, ageMs: DAY },
      ],
    },
    {
      members: ['premium', 'premiumPartner'],
      messages: [
        { from: 'premium', text: old, ageMs: OLD_MESSAGE_DAYS * DAY },
        { from: 'premium', text: recent, ageMs: 5 * DAY },
      ],
    },
    {
      members: ['free', 'freePartner'],
      messages: [{ from: 'free', text: texts.freeToMember, ageMs: 3 * DAY }],
    },
  ];
}
