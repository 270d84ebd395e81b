/**
 * The account mails in every language of the platform, short and plain. `{site}` is the site's name,
 * `{name}` the member's username, `{email}` the new address (change notice); the link goes on its own line
 * (text) or as a button-like anchor (HTML).
 */
import type { Language } from 'contract';

export type MailKind = 'activation' | 'password_reset' | 'mail_change' | 'mail_change_notice';

/** The parts of one mail in one language; features keep their own texts and render them with renderMailText. */
export interface MailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

const TEXTS: Record<MailKind, Record<Language, MailText>> = {
  activation: {
    en: {
      subject: 'Confirm your e-mail address for {site}',
      greeting: 'Hi {name},',
      body: 'Welcome to {site}! Please confirm your e-mail address to activate your account. The link is valid for 7 days.',
      action: 'Confirm e-mail address',
      footer: 'Did not sign up? Then simply ignore this e-mail.',
    },
    de: {
      subject: 'Bestätige deine E-Mail-Adresse für {site}',
      greeting: 'Hallo {name},',
      body: 'Willkommen bei {site}! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren. Der Link ist 7 Tage gültig.',
      action: 'E-Mail-Adresse bestätigen',
      footer: 'Du hast dich nicht registriert? Dann ignoriere diese E-Mail einfach.',
    },
    es: {
      subject: 'Confirma tu dirección de correo para {site}',
      greeting: 'Hola, {name}:',
      body: '¡Te damos la bienvenida a {site}! Confirma tu dirección de correo para activar tu cuenta. El enlace es válido durante 7 días.',
      action: 'Confirmar dirección de correo',
      footer: '¿No te has registrado? Entonces ignora este correo.',
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour {site}',
      greeting: 'Bonjour {name},',
      body: 'Bienvenue sur {site} ! Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable 7 jours.',
      action: 'Confirmer l’adresse e-mail',
      footer: 'Vous ne vous êtes pas inscrit ? Ignorez simplement cet e-mail.',
    },
    it: {
      subject: 'Conferma il tuo indirizzo e-mail per {site}',
      greeting: 'Ciao {name},',
      body: 'Benvenuto su {site}! Conferma il tuo indirizzo e-mail per attivare il tuo account. Il link è valido per 7 giorni.',
      action: 'Conferma indirizzo e-mail',
      footer: 'Non ti sei registrato? Ignora semplicemente questa e-mail.',
    },
    nl: {
      subject: 'Bevestig je e-mailadres voor {site}',
      greeting: 'Hoi {name},',
      body: 'Welkom bij {site}! Bevestig je e-mailadres om je account te activeren. De link is 7 dagen geldig.',
      action: 'E-mailadres bevestigen',
      footer: 'Heb je je niet aangemeld? Negeer deze e-mail dan gewoon.',
    },
    pl: {
      subject: 'Potwierdź swój adres e-mail w {site}',
      greeting: 'Cześć {name},',
      body: 'Witamy w {site}! Potwierdź swój adres e-mail, aby aktywować konto. Link jest ważny przez 7 dni.',
      action: 'Potwierdź adres e-mail',
      footer: 'Nie zakładałeś konta? Po prostu zignoruj tę wiadomość.',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your password for {site}',
      greeting: 'Hi {name},',
      body: 'We received a request to reset your password. Use the link below within 2 hours; it works once.',
      action: 'Choose a new password',
      footer: 'Did not ask for this? Then ignore this e-mail; your password stays the same.',
    },
    de: {
      subject: 'Setze dein Passwort für {site} zurück',
      greeting: 'Hallo {name},',
      body: 'Wir haben eine Anfrage zum Zurücksetzen deines Passworts erhalten. Nutze den Link innerhalb von 2 Stunden; er funktioniert einmal.',
      action: 'Neues Passwort wählen',
      footer: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
    },
    es: {
      subject: 'Restablece tu contraseña de {site}',
      greeting: 'Hola, {name}:',
      body: 'Hemos recibido una solicitud para restablecer tu contraseña. Usa el enlace en las próximas 2 horas; solo funciona una vez.',
      action: 'Elegir una nueva contraseña',
      footer: '¿No lo has solicitado tú? Ignora este correo; tu contraseña no cambiará.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe {site}',
      greeting: 'Bonjour {name},',
      body: 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Utilisez le lien dans les 2 heures ; il ne fonctionne qu’une fois.',
      action: 'Choisir un nouveau mot de passe',
      footer:
        'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail ; votre mot de passe reste inchangé.',
    },
    it: {
      subject: 'Reimposta la tua password di {site}',
      greeting: 'Ciao {name},',
      body: 'Abbiamo ricevuto una richiesta di reimpostazione della password. Usa il link entro 2 ore; funziona una sola volta.',
      action: 'Scegli una nuova password',
      footer: 'Non l’hai richiesto tu? Ignora questa e-mail; la tua password resta invariata.',
    },
    nl: {
      subject: 'Stel je wachtwoord voor {site} opnieuw in',
      greeting: 'Hoi {name},',
      body: 'We hebben een verzoek ontvangen om je wachtwoord opnieuw in te stellen. Gebruik de link binnen 2 uur; hij werkt één keer.',
      action: 'Nieuw wachtwoord kiezen',
      footer: 'Heb je dit niet aangevraagd? Negeer deze e-mail dan; je wachtwoord blijft hetzelfde.',
    },
    pl: {
      subject: 'Zresetuj hasło w {site}',
      greeting: 'Cześć {name},',
      body: 'Otrzymaliśmy prośbę o zresetowanie hasła. Użyj linku w ciągu 2 godzin; działa tylko raz.',
      action: 'Ustaw nowe hasło',
      footer: 'To nie Ty? Zignoruj tę wiadomość; Twoje hasło pozostanie bez zmian.',
    },
  },
  mail_change: {
    en: {
      subject: 'Confirm your new e-mail address for {site}',
      greeting: 'Hi {name},',
      body: 'Please confirm that this is your new e-mail address for {site}. The link is valid for 2 hours.',
      action: 'Confirm new address',
      footer: 'Did not ask for this? Then ignore this e-mail; nothing changes.',
    },
    de: {
      subject: 'Bestätige deine neue E-Mail-Adresse für {site}',
      greeting: 'Hallo {name},',
      body: 'Bitte bestätige, dass dies deine neue E-Mail-Adresse für {site} ist. Der Link ist 2 Stunden gültig.',
      action: 'Neue Adresse bestätigen',
      footer: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail; es ändert sich nichts.',
    },
    es: {
      subject: 'Confirma tu nueva dirección de correo para {site}',
      greeting: 'Hola, {name}:',
      body: 'Confirma que esta es tu nueva dirección de correo para {site}. El enlace es válido durante 2 horas.',
      action: 'Confirmar nueva dirección',
      footer: '¿No lo has solicitado tú? Ignora este correo; no cambiará nada.',
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour {site}',
      greeting: 'Bonjour {name},',
      body: 'Confirmez qu’il s’agit bien de votre nouvelle adresse e-mail pour {site}. Le lien est valable 2 heures.',
      action: 'Confirmer la nouvelle adresse',
      footer: 'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail ; rien ne change.',
    },
    it: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail per {site}',
      greeting: 'Ciao {name},',
      body: 'Conferma che questo è il tuo nuovo indirizzo e-mail per {site}. Il link è valido per 2 ore.',
      action: 'Conferma nuovo indirizzo',
      footer: 'Non l’hai richiesto tu? Ignora questa e-mail; non cambierà nulla.',
    },
    nl: {
      subject: 'Bevestig je nieuwe e-mailadres voor {site}',
      greeting: 'Hoi {name},',
      body: 'Bevestig dat dit je nieuwe e-mailadres voor {site} is. De link is 2 uur geldig.',
      action: 'Nieuw adres bevestigen',
      footer: 'Heb je dit niet aangevraagd? Negeer deze e-mail dan; er verandert niets.',
    },
    pl: {
      subject: 'Potwierdź nowy adres e-mail w {site}',
      greeting: 'Cześć {name},',
      body: 'Potwierdź, że to Twój nowy adres e-mail w {site}. Link jest ważny przez 2 godziny.',
      action: 'Potwierdź nowy adres',
      footer: 'To nie Ty? Zignoruj tę wiadomość; nic się nie zmieni.',
    },
  }, // Sent to the old address once a change is applied: the owner learns of it and can undo it there.
  mail_change_notice: {
    en: {
      subject: 'Your e-mail address for {site} has been changed',
      greeting: 'Hi {name},',
      body: 'The e-mail address of your {site} account has been changed to {email}. From now on we send our e-mails there. If you made this change yourself, there is nothing to do. If not, undo it with the link below.',
      action: 'Undo the change',
      footer:
        'The link is valid for 7 days. It restores this address, logs you out on every device and sends you a link to choose a new password.',
    },
    de: {
      subject: 'Deine E-Mail-Adresse für {site} wurde geändert',
      greeting: 'Hallo {name},',
      body: 'Die E-Mail-Adresse deines {site}-Kontos wurde in {email} geändert. Ab jetzt schicken wir unsere E-Mails dorthin. Wenn du das selbst warst, musst du nichts tun. Falls nicht, mach sie mit dem Link unten rückgängig.',
      action: 'Änderung rückgängig machen',
      footer:
        'Der Link ist 7 Tage gültig. Er stellt diese Adresse wieder her, meldet dich auf allen Geräten ab und schickt dir einen Link, mit dem du ein neues Passwort wählst.',
    },
    es: {
      subject: 'Se ha cambiado tu dirección de correo de {site}',
      greeting: 'Hola, {name}:',
      body: 'La dirección de correo de tu cuenta de {site} se ha cambiado a {email}. A partir de ahora te enviaremos los correos allí. Si has hecho tú el cambio, no tienes que hacer nada. Si no, deshazlo con el enlace de abajo.',
      action: 'Deshacer el cambio',
      footer:
        'El enlace es válido durante 7 días. Restablece esta dirección, cierra tu sesión en todos los dispositivos y te envía un enlace para elegir una nueva contraseña.',
    },
    fr: {
      subject: 'L’adresse e-mail de votre compte {site} a été modifiée',
      greeting: 'Bonjour {name},',
      body: 'L’adresse e-mail de votre compte {site} a été remplacée par {email}. Nous vous écrirons désormais à cette adresse. Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, annulez-le avec le lien ci-dessous.',
      action: 'Annuler le changement',
      footer:
        'Le lien est valable 7 jours. Il rétablit cette adresse, vous déconnecte sur tous vos appareils et vous envoie un lien pour choisir un nouveau mot de passe.',
    },
    it: {
      subject: 'Il tuo indirizzo e-mail per {site} è stato modificato',
      greeting: 'Ciao {name},',
      body: 'L’indirizzo e-mail del tuo account {site} è stato modificato in {email}. D’ora in poi ti scriveremo a quell’indirizzo. Se hai fatto tu la modifica, non devi fare nulla. Altrimenti, annullala con il link qui sotto.',
      action: 'Annulla la modifica',
      footer:
        'Il link è valido per 7 giorni. Ripristina questo indirizzo, ti disconnette da tutti i dispositivi e ti invia un link per scegliere una nuova password.',
    },
    nl: {
      subject: 'Je e-mailadres voor {site} is gewijzigd',
      greeting: 'Hoi {name},',
      body: 'Het e-mailadres van je {site}-account is gewijzigd in {email}. Voortaan sturen we onze e-mails daarheen. Heb je dit zelf gedaan? Dan hoef je niets te doen. Zo niet, maak de wijziging dan ongedaan met de link hieronder.',
      action: 'Wijziging ongedaan maken',
      footer:
        'De link is 7 dagen geldig. Hij zet dit adres terug, logt je op al je apparaten uit en stuurt je een link om een nieuw wachtwoord te kiezen.',
    },
    pl: {
      subject: 'Adres e-mail Twojego konta w {site} został zmieniony',
      greeting: 'Cześć {name},',
      body: 'Adres e-mail Twojego konta w {site} został zmieniony na {email}. Od teraz będziemy wysyłać wiadomości na ten adres. Jeśli to była Twoja zmiana, nie musisz nic robić. Jeśli nie, cofnij ją za pomocą poniższego linku.',
      action: 'Cofnij zmianę',
      footer:
        'Link jest ważny przez 7 dni. Przywraca ten adres, wylogowuje Cię na wszystkich urządzeniach i wysyła link do ustawienia nowego hasła.',
    },
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The values a mail text may name: `{site}`, `{name}`, `{email}`, plus any a feature adds. */
export type MailValues = { site: string; name: string; link: string; email?: string } & Record<
  string,
  string | undefined
>;

export function renderMail(kind: MailKind, language: Language, values: MailValues): RenderedMail {
  return renderMailText(TEXTS[kind][language], language, values);
}

/** Fills the placeholders of `texts` and lays the mail out as text and HTML. */
export function renderMailText(texts: MailText, language: Language, values: MailValues): RenderedMail {
  // One pass, so a placeholder-like text inside a value (a name such as "{email}") stays as it is.
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (all, key: string) =>
      key in values || key === 'email' ? (values[key] ?? '') : all,
    );
  const [subject, greeting, body, action, footer] = [
    texts.subject,
    texts.greeting,
    texts.body,
    texts.action,
    texts.footer,
  ].map(fill) as [string, string, string, string, string];
  const text = `${greeting}\n\n${body}\n\n${action}:\n${values.link}\n\n${footer}\n\n${values.site}\n`;
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(values.link)}">${escapeHtml(action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(footer)}</p><p>${escapeHtml(values.site)}</p></body></html>`;
  return { subject, text, html };
}
