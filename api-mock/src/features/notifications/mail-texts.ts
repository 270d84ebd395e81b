/**
 * The notification mails in every language of the platform. `{site}` is the site's name, `{name}` the
 * recipient's username, `{from}` the other member's, `{count}` a number, `{names}` a list of usernames.
 */
import type { Language } from 'contract';
import type { MailText } from '../mail/templates.js';

export type NotificationMailKind =
  | 'new_conversation'
  | 'new_message'
  | 'like'
  | 'match'
  | 'unread_reminder'
  | 'weekly_update'
  | 'address_confirmation';

export const NOTIFICATION_MAIL_TEXTS: Record<NotificationMailKind, Record<Language, MailText>> = {
  new_conversation: {
    en: {
      subject: '{from} has written to you on {site}',
      greeting: 'Hi {name},',
      body: '{from} has started a conversation with you. Read the message and write back!',
      action: 'Read the message',
      footer: 'You get this e-mail because new conversations are switched on in your notification settings.',
    },
    de: {
      subject: '{from} hat dir auf {site} geschrieben',
      greeting: 'Hallo {name},',
      body: '{from} hat eine Unterhaltung mit dir begonnen. Lies die Nachricht und schreib zurück!',
      action: 'Nachricht lesen',
      footer:
        'Du erhältst diese E-Mail, weil neue Unterhaltungen in deinen Benachrichtigungseinstellungen eingeschaltet sind.',
    },
    es: {
      subject: '{from} te ha escrito en {site}',
      greeting: 'Hola, {name}:',
      body: '{from} ha empezado una conversación contigo. ¡Lee el mensaje y contéstale!',
      action: 'Leer el mensaje',
      footer:
        'Recibes este correo porque tienes activadas las conversaciones nuevas en tus ajustes de notificaciones.',
    },
    fr: {
      subject: '{from} vous a écrit sur {site}',
      greeting: 'Bonjour {name},',
      body: '{from} a commencé une conversation avec vous. Lisez le message et répondez-lui !',
      action: 'Lire le message',
      footer:
        'Vous recevez cet e-mail car les nouvelles conversations sont activées dans vos paramètres de notification.',
    },
    it: {
      subject: '{from} ti ha scritto su {site}',
      greeting: 'Ciao {name},',
      body: '{from} ha iniziato una conversazione con te. Leggi il messaggio e rispondi!',
      action: 'Leggi il messaggio',
      footer:
        'Ricevi questa e-mail perché le nuove conversazioni sono attive nelle tue impostazioni di notifica.',
    },
    nl: {
      subject: '{from} heeft je een bericht gestuurd op {site}',
      greeting: 'Hoi {name},',
      body: '{from} is een gesprek met je begonnen. Lees het bericht en schrijf terug!',
      action: 'Bericht lezen',
      footer: 'Je krijgt deze e-mail omdat nieuwe gesprekken aan staan in je meldingsinstellingen.',
    },
    pl: {
      subject: '{from} napisał(a) do ciebie na {site}',
      greeting: 'Cześć {name},',
      body: '{from} rozpoczął(-ęła) z tobą rozmowę. Przeczytaj wiadomość i odpisz!',
      action: 'Przeczytaj wiadomość',
      footer: 'Dostajesz tę wiadomość, bo w ustawieniach powiadomień masz włączone nowe rozmowy.',
    },
  },
  new_message: {
    en: {
      subject: 'New message from {from} on {site}',
      greeting: 'Hi {name},',
      body: '{from} has sent you a new message while you were away.',
      action: 'Read the message',
      footer: 'You get this e-mail because new messages are switched on in your notification settings.',
    },
    de: {
      subject: 'Neue Nachricht von {from} auf {site}',
      greeting: 'Hallo {name},',
      body: '{from} hat dir eine neue Nachricht geschickt, während du weg warst.',
      action: 'Nachricht lesen',
      footer:
        'Du erhältst diese E-Mail, weil neue Nachrichten in deinen Benachrichtigungseinstellungen eingeschaltet sind.',
    },
    es: {
      subject: 'Nuevo mensaje de {from} en {site}',
      greeting: 'Hola, {name}:',
      body: '{from} te ha enviado un mensaje nuevo mientras no estabas.',
      action: 'Leer el mensaje',
      footer:
        'Recibes este correo porque tienes activados los mensajes nuevos en tus ajustes de notificaciones.',
    },
    fr: {
      subject: 'Nouveau message de {from} sur {site}',
      greeting: 'Bonjour {name},',
      body: '{from} vous a envoyé un nouveau message pendant votre absence.',
      action: 'Lire le message',
      footer:
        'Vous recevez cet e-mail car les nouveaux messages sont activés dans vos paramètres de notification.',
    },
    it: {
      subject: 'Nuovo messaggio da {from} su {site}',
      greeting: 'Ciao {name},',
      body: '{from} ti ha inviato un nuovo messaggio mentre eri via.',
      action: 'Leggi il messaggio',
      footer: 'Ricevi questa e-mail perché i nuovi messaggi sono attivi nelle tue impostazioni di notifica.',
    },
    nl: {
      subject: 'Nieuw bericht van {from} op {site}',
      greeting: 'Hoi {name},',
      body: '{from} heeft je een nieuw bericht gestuurd terwijl je weg was.',
      action: 'Bericht lezen',
      footer: 'Je krijgt deze e-mail omdat nieuwe berichten aan staan in je meldingsinstellingen.',
    },
    pl: {
      subject: 'Nowa wiadomość od {from} na {site}',
      greeting: 'Cześć {name},',
      body: '{from} wysłał(a) ci nową wiadomość, gdy cię nie było.',
      action: 'Przeczytaj wiadomość',
      footer: 'Dostajesz tę wiadomość, bo w ustawieniach powiadomień masz włączone nowe wiadomości.',
    },
  },
  like: {
    en: {
      subject: '{from} likes you on {site}',
      greeting: 'Hi {name},',
      body: 'Good news: {from} likes your profile. Take a look and like them back!',
      action: 'See who likes you',
      footer: 'You get this e-mail because likes are switched on in your notification settings.',
    },
    de: {
      subject: '{from} mag dich auf {site}',
      greeting: 'Hallo {name},',
      body: 'Gute Nachrichten: {from} gefällt dein Profil. Schau es dir an und like zurück!',
      action: 'Sehen, wer dich mag',
      footer:
        'Du erhältst diese E-Mail, weil Likes in deinen Benachrichtigungseinstellungen eingeschaltet sind.',
    },
    es: {
      subject: 'Le gustas a {from} en {site}',
      greeting: 'Hola, {name}:',
      body: 'Buenas noticias: a {from} le gusta tu perfil. ¡Échale un vistazo y devuélvele el like!',
      action: 'Ver a quién le gustas',
      footer: 'Recibes este correo porque tienes activados los likes en tus ajustes de notificaciones.',
    },
    fr: {
      subject: '{from} vous aime bien sur {site}',
      greeting: 'Bonjour {name},',
      body: 'Bonne nouvelle : {from} aime votre profil. Jetez un œil et rendez-lui son like !',
      action: 'Voir qui vous aime bien',
      footer: 'Vous recevez cet e-mail car les likes sont activés dans vos paramètres de notification.',
    },
    it: {
      subject: 'Piaci a {from} su {site}',
      greeting: 'Ciao {name},',
      body: 'Buone notizie: a {from} piace il tuo profilo. Dai un’occhiata e ricambia il like!',
      action: 'Scopri a chi piaci',
      footer: 'Ricevi questa e-mail perché i like sono attivi nelle tue impostazioni di notifica.',
    },
    nl: {
      subject: '{from} vindt je leuk op {site}',
      greeting: 'Hoi {name},',
      body: 'Goed nieuws: {from} vindt je profiel leuk. Neem een kijkje en like terug!',
      action: 'Bekijk wie je leuk vindt',
      footer: 'Je krijgt deze e-mail omdat likes aan staan in je meldingsinstellingen.',
    },
    pl: {
      subject: '{from} polubił(a) cię na {site}',
      greeting: 'Cześć {name},',
      body: 'Dobra wiadomość: {from} lubi twój profil. Zajrzyj i odwzajemnij polubienie!',
      action: 'Zobacz, kto cię lubi',
      footer: 'Dostajesz tę wiadomość, bo w ustawieniach powiadomień masz włączone polubienia.',
    },
  },
  match: {
    en: {
      subject: 'It’s a match with {from} on {site}!',
      greeting: 'Hi {name},',
      body: 'You and {from} like each other. Why not send the first message?',
      action: 'Write to {from}',
      footer: 'You get this e-mail because likes are switched on in your notification settings.',
    },
    de: {
      subject: 'Ihr passt zusammen: du und {from} auf {site}!',
      greeting: 'Hallo {name},',
      body: 'Du und {from} mögt euch gegenseitig. Schreib doch die erste Nachricht!',
      action: '{from} schreiben',
      footer:
        'Du erhältst diese E-Mail, weil Likes in deinen Benachrichtigungseinstellungen eingeschaltet sind.',
    },
    es: {
      subject: '¡Tienes un match con {from} en {site}!',
      greeting: 'Hola, {name}:',
      body: 'A {from} y a ti os gustáis mutuamente. ¿Por qué no le escribes el primer mensaje?',
      action: 'Escribir a {from}',
      footer: 'Recibes este correo porque tienes activados los likes en tus ajustes de notificaciones.',
    },
    fr: {
      subject: 'C’est un match avec {from} sur {site} !',
      greeting: 'Bonjour {name},',
      body: '{from} et vous, vous vous plaisez mutuellement. Pourquoi ne pas envoyer le premier message ?',
      action: 'Écrire à {from}',
      footer: 'Vous recevez cet e-mail car les likes sont activés dans vos paramètres de notification.',
    },
    it: {
      subject: 'È un match con {from} su {site}!',
      greeting: 'Ciao {name},',
      body: 'Tu e {from} vi piacete a vicenda. Perché non mandi tu il primo messaggio?',
      action: 'Scrivi a {from}',
      footer: 'Ricevi questa e-mail perché i like sono attivi nelle tue impostazioni di notifica.',
    },
    nl: {
      subject: 'Het is een match met {from} op {site}!',
      greeting: 'Hoi {name},',
      body: 'Jij en {from} vinden elkaar leuk. Waarom stuur jij niet het eerste bericht?',
      action: '{from} een bericht sturen',
      footer: 'Je krijgt deze e-mail omdat likes aan staan in je meldingsinstellingen.',
    },
    pl: {
      subject: 'Masz dopasowanie z {from} na {site}!',
      greeting: 'Cześć {name},',
      body: 'Ty i {from} polubiliście się nawzajem. Może napiszesz pierwszą wiadomość?',
      action: 'Napisz do {from}',
      footer: 'Dostajesz tę wiadomość, bo w ustawieniach powiadomień masz włączone polubienia.',
    },
  },
  unread_reminder: {
    en: {
      subject: 'You have {count} unread messages on {site}',
      greeting: 'Hi {name},',
      body: 'Messages are waiting for you: {count} unread in your conversations. Don’t keep them waiting!',
      action: 'Go to your messages',
      footer:
        'You get this e-mail because reminders of unread messages are switched on in your notification settings.',
    },
    de: {
      subject: 'Du hast {count} ungelesene Nachrichten auf {site}',
      greeting: 'Hallo {name},',
      body: 'Es warten Nachrichten auf dich: {count} ungelesen in deinen Unterhaltungen. Lass sie nicht warten!',
      action: 'Zu deinen Nachrichten',
      footer:
        'Du erhältst diese E-Mail, weil Erinnerungen an ungelesene Nachrichten in deinen Benachrichtigungseinstellungen eingeschaltet sind.',
    },
    es: {
      subject: 'Tienes {count} mensajes sin leer en {site}',
      greeting: 'Hola, {name}:',
      body: 'Hay mensajes esperándote: {count} sin leer en tus conversaciones. ¡No les hagas esperar!',
      action: 'Ir a tus mensajes',
      footer:
        'Recibes este correo porque tienes activados los recordatorios de mensajes sin leer en tus ajustes de notificaciones.',
    },
    fr: {
      subject: 'Vous avez {count} messages non lus sur {site}',
      greeting: 'Bonjour {name},',
      body: 'Des messages vous attendent : {count} non lus dans vos conversations. Ne les faites pas attendre !',
      action: 'Voir vos messages',
      footer:
        'Vous recevez cet e-mail car les rappels de messages non lus sont activés dans vos paramètres de notification.',
    },
    it: {
      subject: 'Hai {count} messaggi non letti su {site}',
      greeting: 'Ciao {name},',
      body: 'Ci sono messaggi che ti aspettano: {count} non letti nelle tue conversazioni. Non farli aspettare!',
      action: 'Vai ai tuoi messaggi',
      footer:
        'Ricevi questa e-mail perché i promemoria dei messaggi non letti sono attivi nelle tue impostazioni di notifica.',
    },
    nl: {
      subject: 'Je hebt {count} ongelezen berichten op {site}',
      greeting: 'Hoi {name},',
      body: 'Er wachten berichten op je: {count} ongelezen in je gesprekken. Laat ze niet te lang wachten!',
      action: 'Naar je berichten',
      footer:
        'Je krijgt deze e-mail omdat herinneringen aan ongelezen berichten aan staan in je meldingsinstellingen.',
    },
    pl: {
      subject: 'Masz nieprzeczytane wiadomości na {site} ({count})',
      greeting: 'Cześć {name},',
      body: 'Czekają na ciebie wiadomości. Liczba nieprzeczytanych w twoich rozmowach: {count}. Nie każ im czekać!',
      action: 'Przejdź do wiadomości',
      footer:
        'Dostajesz tę wiadomość, bo w ustawieniach powiadomień masz włączone przypomnienia o nieprzeczytanych wiadomościach.',
    },
  },
  weekly_update: {
    en: {
      subject: 'New members near you on {site}',
      greeting: 'Hi {name},',
      body: 'This week {count} new members joined near you, among them {names}. Say hello!',
      action: 'Meet them',
      footer: 'You get this e-mail because weekly updates are switched on in your notification settings.',
    },
    de: {
      subject: 'Neue Mitglieder in deiner Nähe auf {site}',
      greeting: 'Hallo {name},',
      body: 'Diese Woche sind in deiner Nähe neue Mitglieder dazugekommen (insgesamt {count}), darunter {names}. Sag Hallo!',
      action: 'Jetzt kennenlernen',
      footer:
        'Du erhältst diese E-Mail, weil wöchentliche Updates in deinen Benachrichtigungseinstellungen eingeschaltet sind.',
    },
    es: {
      subject: 'Nuevos miembros cerca de ti en {site}',
      greeting: 'Hola, {name}:',
      body: 'Esta semana se han unido nuevos miembros cerca de ti (en total {count}), entre ellos {names}. ¡Salúdales!',
      action: 'Conócelos',
      footer:
        'Recibes este correo porque tienes activadas las novedades semanales en tus ajustes de notificaciones.',
    },
    fr: {
      subject: 'Nouveaux membres près de chez vous sur {site}',
      greeting: 'Bonjour {name},',
      body: 'Cette semaine, de nouveaux membres se sont inscrits près de chez vous ({count} au total), dont {names}. Dites-leur bonjour !',
      action: 'Les découvrir',
      footer:
        'Vous recevez cet e-mail car les nouvelles hebdomadaires sont activées dans vos paramètres de notification.',
    },
    it: {
      subject: 'Nuovi membri vicino a te su {site}',
      greeting: 'Ciao {name},',
      body: 'Questa settimana si sono iscritti nuovi membri vicino a te ({count} in tutto), tra cui {names}. Salutali!',
      action: 'Conoscili',
      footer:
        'Ricevi questa e-mail perché gli aggiornamenti settimanali sono attivi nelle tue impostazioni di notifica.',
    },
    nl: {
      subject: 'Nieuwe leden bij jou in de buurt op {site}',
      greeting: 'Hoi {name},',
      body: 'Deze week zijn er nieuwe leden bij jou in de buurt bijgekomen ({count} in totaal), onder wie {names}. Zeg eens hallo!',
      action: 'Leer ze kennen',
      footer: 'Je krijgt deze e-mail omdat wekelijkse updates aan staan in je meldingsinstellingen.',
    },
    pl: {
      subject: 'Nowi członkowie w pobliżu na {site}',
      greeting: 'Cześć {name},',
      body: 'W tym tygodniu w twojej okolicy dołączyli nowi członkowie (łącznie: {count}), m.in. {names}. Przywitaj się!',
      action: 'Poznaj ich',
      footer:
        'Dostajesz tę wiadomość, bo w ustawieniach powiadomień masz włączone cotygodniowe podsumowania.',
    },
  },
  address_confirmation: {
    en: {
      subject: 'Confirm your e-mail address for {site}',
      greeting: 'Hi {name},',
      body: 'Mails to this address could not be delivered, so we stopped sending them. Confirm that the address works and you will get our e-mails again. The link is valid for 7 days.',
      action: 'Confirm e-mail address',
      footer: 'Did not ask for this? Then simply ignore this e-mail.',
    },
    de: {
      subject: 'Bestätige deine E-Mail-Adresse für {site}',
      greeting: 'Hallo {name},',
      body: 'E-Mails an diese Adresse kamen nicht an, deshalb haben wir aufgehört, sie zu senden. Bestätige, dass die Adresse funktioniert, dann erhältst du unsere E-Mails wieder. Der Link ist 7 Tage gültig.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach.',
    },
    es: {
      subject: 'Confirma tu dirección de correo para {site}',
      greeting: 'Hola, {name}:',
      body: 'Los correos a esta dirección no se pudieron entregar, así que dejamos de enviarlos. Confirma que la dirección funciona y volverás a recibir nuestros correos. El enlace es válido durante 7 días.',
      action: 'Confirmar dirección de correo',
      footer: '¿No lo has pedido tú? Entonces ignora este correo.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour {site}',
      greeting: 'Bonjour {name},',
      body: 'Nos e-mails à cette adresse n’ont pas pu être distribués, nous avons donc arrêté de les envoyer. Confirmez que l’adresse fonctionne et vous recevrez à nouveau nos e-mails. Le lien est valable 7 jours.',
      action: 'Confirmer l’adresse e-mail',
      footer: 'Vous n’avez rien demandé ? Ignorez simplement cet e-mail.',
    },
    it: {
      subject: 'Conferma il tuo indirizzo e-mail per {site}',
      greeting: 'Ciao {name},',
      body: 'Le e-mail a questo indirizzo non sono state recapitate, quindi abbiamo smesso di inviarle. Conferma che l’indirizzo funziona e riceverai di nuovo le nostre e-mail. Il link è valido per 7 giorni.',
      action: 'Conferma indirizzo e-mail',
      footer: 'Non l’hai chiesto tu? Ignora semplicemente questa e-mail.',
    },
    nl: {
      subject: 'Bevestig je e-mailadres voor {site}',
      greeting: 'Hoi {name},',
      body: 'E-mails naar dit adres kwamen niet aan, daarom zijn we gestopt ze te sturen. Bevestig dat het adres werkt, dan krijg je onze e-mails weer. De link is 7 dagen geldig.',
      action: 'E-mailadres bevestigen',
      footer: 'Heb je hier niet om gevraagd? Negeer deze e-mail dan gewoon.',
    },
    pl: {
      subject: 'Potwierdź swój adres e-mail w {site}',
      greeting: 'Cześć {name},',
      body: 'Wiadomości na ten adres nie docierały, więc przestaliśmy je wysyłać. Potwierdź, że adres działa, a znowu zaczniesz dostawać nasze e-maile. Link jest ważny przez 7 dni.',
      action: 'Potwierdź adres e-mail',
      footer: 'To nie ty? Po prostu zignoruj tę wiadomość.',
    },
  },
};

/** The unsubscribe line under every notification mail. */
export const UNSUBSCRIBE_TEXTS: Record<Language, string> = {
  en: 'Unsubscribe from these e-mails',
  de: 'Diese E-Mails abbestellen',
  es: 'Darse de baja de estos correos',
  fr: 'Se désabonner de ces e-mails',
  it: 'Annulla l’iscrizione a queste e-mail',
  nl: 'Afmelden voor deze e-mails',
  pl: 'Wypisz się z tych wiadomości',
};
