/**
 * The mail that says a data export is ready, in every language of the platform. `{days}` is how long the
 * download stays available (DATA_EXPORT_VALID_DAYS); the link opens the settings page, which offers the
 * download to the member once they are logged in.
 */
import type { Language } from 'contract';
import type { MailText } from '../mail/templates.js';

export const DATA_EXPORT_READY_MAIL: Record<Language, MailText> = {
  en: {
    subject: 'Your data from {site} is ready to download',
    greeting: 'Hi {name},',
    body: 'The copy of your data you asked for is ready. You can download it for {days} days; you need to be logged in to {site} to do so.',
    action: 'Download your data',
    footer: 'Did not ask for this? Then please change your password.',
  },
  de: {
    subject: 'Deine Daten von {site} stehen zum Download bereit',
    greeting: 'Hallo {name},',
    body: 'Die Kopie deiner Daten, die du angefordert hast, ist fertig. Du kannst sie {days} Tage lang herunterladen; dazu musst du bei {site} eingeloggt sein.',
    action: 'Deine Daten herunterladen',
    footer: 'Du hast das nicht angefordert? Dann ändere bitte dein Passwort.',
  },
  es: {
    subject: 'Tus datos de {site} están listos para descargar',
    greeting: 'Hola, {name}:',
    body: 'La copia de tus datos que pediste ya está lista. Puedes descargarla durante {days} días; para ello tienes que haber iniciado sesión en {site}.',
    action: 'Descargar tus datos',
    footer: '¿No lo has pedido tú? Entonces cambia tu contraseña.',
  },
  fr: {
    subject: 'Vos données de {site} sont prêtes à être téléchargées',
    greeting: 'Bonjour {name},',
    body: 'La copie de vos données que vous avez demandée est prête. Vous pouvez la télécharger pendant {days} jours ; pour cela, vous devez être connecté à {site}.',
    action: 'Télécharger vos données',
    footer: 'Vous n’avez rien demandé ? Dans ce cas, changez votre mot de passe.',
  },
  it: {
    subject: 'I tuoi dati di {site} sono pronti per il download',
    greeting: 'Ciao {name},',
    body: 'La copia dei tuoi dati che hai richiesto è pronta. Puoi scaricarla per {days} giorni; per farlo devi aver effettuato l’accesso a {site}.',
    action: 'Scarica i tuoi dati',
    footer: 'Non l’hai richiesta tu? Allora cambia la tua password.',
  },
  nl: {
    subject: 'Je gegevens van {site} staan klaar om te downloaden',
    greeting: 'Hoi {name},',
    body: 'De kopie van je gegevens die je hebt aangevraagd, is klaar. Je kunt hem {days} dagen lang downloaden; daarvoor moet je bij {site} ingelogd zijn.',
    action: 'Je gegevens downloaden',
    footer: 'Heb je dit niet aangevraagd? Wijzig dan je wachtwoord.',
  },
  pl: {
    subject: 'Twoje dane z {site} są gotowe do pobrania',
    greeting: 'Cześć {name},',
    body: 'Kopia Twoich danych, o którą prosiłeś, jest gotowa. Możesz ją pobrać w ciągu {days} dni; musisz być w tym celu zalogowany w {site}.',
    action: 'Pobierz swoje dane',
    footer: 'To nie Ty? W takim razie zmień hasło.',
  },
};
