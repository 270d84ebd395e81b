/**
 * The body of a push notification in every language of the platform; `{from}` is the other member's username
 * (the title is the site's name). Never the text of a message: a lock screen is seen by others, so a
 * notification says what happened and who did it, nothing of what was written.
 */
import type { Language, PushPayload } from 'contract';

export type PushKind = PushPayload['type'];

export const PUSH_TEXTS: Record<PushKind, Record<Language, string>> = {
  new_message: {
    en: '{from} sent you a message',
    de: '{from} hat dir eine Nachricht geschickt',
    es: '{from} te ha enviado un mensaje',
    fr: '{from} vous a envoyé un message',
    it: '{from} ti ha inviato un messaggio',
    nl: '{from} heeft je een bericht gestuurd',
    pl: '{from} wysyła ci wiadomość',
  },
  new_conversation: {
    en: '{from} wants to chat with you',
    de: '{from} möchte mit dir chatten',
    es: '{from} quiere chatear contigo',
    fr: '{from} veut discuter avec vous',
    it: '{from} vuole chattare con te',
    nl: '{from} wil met je chatten',
    pl: '{from} chce z tobą porozmawiać',
  },
  like: {
    en: '{from} likes you',
    de: '{from} mag dich',
    es: 'Le gustas a {from}',
    fr: '{from} vous aime bien',
    it: 'Piaci a {from}',
    nl: '{from} vindt je leuk',
    pl: '{from} cię lubi',
  },
  match: {
    en: 'It’s a match with {from}!',
    de: 'Ihr passt zusammen: du und {from}!',
    es: '¡Tienes un match con {from}!',
    fr: 'C’est un match avec {from} !',
    it: 'È un match con {from}!',
    nl: 'Het is een match met {from}!',
    pl: 'Masz dopasowanie z {from}!',
  },
};

export function pushText(kind: PushKind, language: Language, from: string): string {
  return PUSH_TEXTS[kind][language].replace('{from}', () => from);
}
