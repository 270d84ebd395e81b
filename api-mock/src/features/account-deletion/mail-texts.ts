/** The mail sent when a member deletes their account: the reactivation link, valid for 14 days. */
import type { Language } from 'contract';
import type { MailText } from '../mail/templates.js';

export const REACTIVATION_MAIL: Record<Language, MailText> = {
  en: {
    subject: 'Your {site} account has been deleted',
    greeting: 'Hi {name},',
    body: 'Your account on {site} has been deleted and your profile is no longer visible. Changed your mind? With the link below you can reactivate your account within {days} days; after that your personal data is erased for good.',
    action: 'Reactivate my account',
    footer: 'If you did not delete your account, reactivate it with the link above and change your password.',
  },
  de: {
    subject: 'Dein Konto bei {site} wurde gelöscht',
    greeting: 'Hallo {name},',
    body: 'Dein Konto bei {site} wurde gelöscht, dein Profil ist nicht mehr sichtbar. Du hast es dir anders überlegt? Mit dem Link unten kannst du dein Konto innerhalb von {days} Tagen wieder aktivieren; danach werden deine persönlichen Daten endgültig gelöscht.',
    action: 'Mein Konto wieder aktivieren',
    footer:
      'Du hast dein Konto nicht gelöscht? Dann aktiviere es mit dem Link oben wieder und ändere dein Passwort.',
  },
  es: {
    subject: 'Tu cuenta de {site} se ha eliminado',
    greeting: 'Hola, {name}:',
    body: 'Tu cuenta de {site} se ha eliminado y tu perfil ya no es visible. ¿Has cambiado de opinión? Con el enlace de abajo puedes reactivar tu cuenta durante {days} días; después, tus datos personales se borrarán definitivamente.',
    action: 'Reactivar mi cuenta',
    footer: 'Si no has eliminado tu cuenta, reactívala con el enlace de arriba y cambia tu contraseña.',
  },
  fr: {
    subject: 'Votre compte {site} a été supprimé',
    greeting: 'Bonjour {name},',
    body: 'Votre compte sur {site} a été supprimé et votre profil n’est plus visible. Vous avez changé d’avis ? Avec le lien ci-dessous, vous pouvez réactiver votre compte pendant {days} jours ; ensuite, vos données personnelles seront définitivement effacées.',
    action: 'Réactiver mon compte',
    footer:
      'Si vous n’avez pas supprimé votre compte, réactivez-le avec le lien ci-dessus et changez votre mot de passe.',
  },
  it: {
    subject: 'Il tuo account {site} è stato eliminato',
    greeting: 'Ciao {name},',
    body: 'Il tuo account su {site} è stato eliminato e il tuo profilo non è più visibile. Hai cambiato idea? Con il link qui sotto puoi riattivare il tuo account entro {days} giorni; dopo i tuoi dati personali verranno cancellati definitivamente.',
    action: 'Riattiva il mio account',
    footer: 'Se non hai eliminato tu l’account, riattivalo con il link qui sopra e cambia la password.',
  },
  nl: {
    subject: 'Je account bij {site} is verwijderd',
    greeting: 'Hoi {name},',
    body: 'Je account bij {site} is verwijderd en je profiel is niet meer zichtbaar. Toch van gedachten veranderd? Met de link hieronder kun je je account binnen {days} dagen opnieuw activeren; daarna worden je persoonsgegevens definitief gewist.',
    action: 'Mijn account opnieuw activeren',
    footer:
      'Heb je je account niet zelf verwijderd? Activeer het dan opnieuw met de link hierboven en wijzig je wachtwoord.',
  },
  pl: {
    subject: 'Twoje konto w {site} zostało usunięte',
    greeting: 'Cześć {name},',
    body: 'Twoje konto w {site} zostało usunięte, a Twój profil nie jest już widoczny. Zmieniłeś zdanie? Za pomocą poniższego linku możesz reaktywować konto w ciągu {days} dni; potem Twoje dane osobowe zostaną trwale usunięte.',
    action: 'Reaktywuj moje konto',
    footer: 'Jeśli to nie Ty usunąłeś konto, reaktywuj je za pomocą linku powyżej i zmień hasło.',
  },
};
