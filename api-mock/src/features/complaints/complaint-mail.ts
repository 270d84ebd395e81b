/**
 * The complaint mails in every language of the platform. The confirmation goes to the member in their
 * language with the reference and a link to their complaints; the notice goes to the site's support
 * address in the site's language with everything customer service needs to act on it (who, what about,
 * the message) and a reply link to the member. Placeholders: `{site}`, `{name}` (the member), `{reference}`,
 * `{category}`, `{support}` (the support address), `{email}`, `{member_id}`, `{details}`, `{message}`.
 */
import type { ComplaintCategory, Language } from 'contract';
import type { MailText } from '../mail/templates.js';

/** The member's confirmation. */
export const CONFIRMATION_TEXTS: Record<Language, MailText> = {
  en: {
    subject: 'We have received your complaint {reference}',
    greeting: 'Hi {name},',
    body: 'Thank you for letting us know. We have received your complaint about {category} under the reference {reference}. Our customer service will look into it and get back to you as soon as possible.',
    action: 'See your complaints',
    footer: 'Want to add something? Write to {support} and mention the reference {reference}.',
  },
  de: {
    subject: 'Wir haben deine Beschwerde {reference} erhalten',
    greeting: 'Hallo {name},',
    body: 'Danke, dass du uns Bescheid gibst. Wir haben deine Beschwerde zum Thema {category} unter der Nummer {reference} erhalten. Unser Kundenservice kümmert sich darum und meldet sich so schnell wie möglich bei dir.',
    action: 'Deine Beschwerden ansehen',
    footer: 'Möchtest du noch etwas ergänzen? Schreib an {support} und nenne die Nummer {reference}.',
  },
  es: {
    subject: 'Hemos recibido tu reclamación {reference}',
    greeting: 'Hola, {name}:',
    body: 'Gracias por avisarnos. Hemos recibido tu reclamación sobre {category} con la referencia {reference}. Nuestro servicio de atención al cliente la revisará y te responderá lo antes posible.',
    action: 'Ver tus reclamaciones',
    footer: '¿Quieres añadir algo? Escribe a {support} e indica la referencia {reference}.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre réclamation {reference}',
    greeting: 'Bonjour {name},',
    body: 'Merci de nous avoir prévenus. Nous avons bien reçu votre réclamation concernant {category} sous la référence {reference}. Notre service client va l’examiner et vous répondra dès que possible.',
    action: 'Voir vos réclamations',
    footer:
      'Vous souhaitez ajouter quelque chose ? Écrivez à {support} en indiquant la référence {reference}.',
  },
  it: {
    subject: 'Abbiamo ricevuto il tuo reclamo {reference}',
    greeting: 'Ciao {name},',
    body: 'Grazie per avercelo segnalato. Abbiamo ricevuto il tuo reclamo riguardo {category} con il riferimento {reference}. Il nostro servizio clienti lo esaminerà e ti risponderà il prima possibile.',
    action: 'Vedi i tuoi reclami',
    footer: 'Vuoi aggiungere qualcosa? Scrivi a {support} indicando il riferimento {reference}.',
  },
  nl: {
    subject: 'We hebben je klacht {reference} ontvangen',
    greeting: 'Hoi {name},',
    body: 'Bedankt dat je het ons laat weten. We hebben je klacht over {category} ontvangen onder het kenmerk {reference}. Onze klantenservice gaat ermee aan de slag en neemt zo snel mogelijk contact met je op.',
    action: 'Je klachten bekijken',
    footer: 'Wil je nog iets toevoegen? Schrijf naar {support} en vermeld het kenmerk {reference}.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoją reklamację {reference}',
    greeting: 'Cześć {name},',
    body: 'Dziękujemy za zgłoszenie. Otrzymaliśmy Twoją reklamację dotyczącą: {category}, numer {reference}. Nasz dział obsługi klienta zajmie się nią i odpowie Ci najszybciej, jak to możliwe.',
    action: 'Zobacz swoje reklamacje',
    footer: 'Chcesz coś dodać? Napisz na {support} i podaj numer {reference}.',
  },
};

/** What a complaint is about, as the mails name it (after "about" in the confirmation's sentence). */
export const CATEGORY_NAMES: Record<Language, Record<ComplaintCategory, string>> = {
  en: { member: 'a member', payment: 'a payment', service: 'our service' },
  de: { member: 'Mitglied', payment: 'Zahlung', service: 'Service' },
  es: { member: 'un miembro', payment: 'un pago', service: 'nuestro servicio' },
  fr: { member: 'un membre', payment: 'un paiement', service: 'notre service' },
  it: { member: 'un membro', payment: 'un pagamento', service: 'il nostro servizio' },
  nl: { member: 'een lid', payment: 'een betaling', service: 'onze service' },
  pl: { member: 'członek serwisu', payment: 'płatność', service: 'nasza obsługa' },
};

/** The support notice: the mail texts and the labels of the details block. */
export interface SupportNoticeText extends MailText {
  aboutMember: string;
  conversation: string;
  order: string;
  message: string;
}

export const SUPPORT_NOTICE_TEXTS: Record<Language, SupportNoticeText> = {
  en: {
    subject: 'New complaint {reference} ({category}) from {name}',
    greeting: 'Hello customer service,',
    body: '{name} ({email}, member no. {member_id}) has filed a complaint about {category}.\n{details}',
    action: 'Reply to {name}',
    footer: 'The member got a confirmation with the reference {reference}. Please mention it in your answer.',
    aboutMember: 'Member concerned',
    conversation: 'Conversation',
    order: 'Order',
    message: 'Message',
  },
  de: {
    subject: 'Neue Beschwerde {reference} ({category}) von {name}',
    greeting: 'Hallo Kundenservice,',
    body: '{name} ({email}, Mitglied Nr. {member_id}) hat eine Beschwerde zum Thema {category} eingereicht.\n{details}',
    action: '{name} antworten',
    footer:
      'Das Mitglied hat eine Bestätigung mit der Nummer {reference} bekommen. Nenne sie bitte in deiner Antwort.',
    aboutMember: 'Betroffenes Mitglied',
    conversation: 'Unterhaltung',
    order: 'Bestellung',
    message: 'Nachricht',
  },
  es: {
    subject: 'Nueva reclamación {reference} ({category}) de {name}',
    greeting: 'Hola, equipo de atención al cliente:',
    body: '{name} ({email}, miembro n.º {member_id}) ha presentado una reclamación sobre {category}.\n{details}',
    action: 'Responder a {name}',
    footer:
      'El miembro ha recibido una confirmación con la referencia {reference}. Indícala en tu respuesta.',
    aboutMember: 'Miembro afectado',
    conversation: 'Conversación',
    order: 'Pedido',
    message: 'Mensaje',
  },
  fr: {
    subject: 'Nouvelle réclamation {reference} ({category}) de {name}',
    greeting: 'Bonjour le service client,',
    body: '{name} ({email}, membre n° {member_id}) a déposé une réclamation concernant {category}.\n{details}',
    action: 'Répondre à {name}',
    footer:
      'Le membre a reçu une confirmation avec la référence {reference}. Merci de l’indiquer dans votre réponse.',
    aboutMember: 'Membre concerné',
    conversation: 'Conversation',
    order: 'Commande',
    message: 'Message',
  },
  it: {
    subject: 'Nuovo reclamo {reference} ({category}) da {name}',
    greeting: 'Ciao servizio clienti,',
    body: '{name} ({email}, membro n. {member_id}) ha presentato un reclamo riguardo {category}.\n{details}',
    action: 'Rispondi a {name}',
    footer: 'Il membro ha ricevuto una conferma con il riferimento {reference}. Indicalo nella tua risposta.',
    aboutMember: 'Membro interessato',
    conversation: 'Conversazione',
    order: 'Ordine',
    message: 'Messaggio',
  },
  nl: {
    subject: 'Nieuwe klacht {reference} ({category}) van {name}',
    greeting: 'Hoi klantenservice,',
    body: '{name} ({email}, lid nr. {member_id}) heeft een klacht ingediend over {category}.\n{details}',
    action: '{name} antwoorden',
    footer: 'Het lid heeft een bevestiging met kenmerk {reference} gekregen. Vermeld dat in je antwoord.',
    aboutMember: 'Betrokken lid',
    conversation: 'Gesprek',
    order: 'Bestelling',
    message: 'Bericht',
  },
  pl: {
    subject: 'Nowa reklamacja {reference} ({category}) od {name}',
    greeting: 'Cześć, dziale obsługi klienta,',
    body: '{name} ({email}, członek nr {member_id}) złożył(a) reklamację dotyczącą: {category}.\n{details}',
    action: 'Odpowiedz: {name}',
    footer: 'Członek otrzymał potwierdzenie z numerem {reference}. Podaj go w swojej odpowiedzi.',
    aboutMember: 'Dotyczy członka',
    conversation: 'Rozmowa',
    order: 'Zamówienie',
    message: 'Wiadomość',
  },
};
