/**
 * The report mails in every language of the platform, in the shape the EU Digital Services Act asks for:
 * the reporter's confirmation (art. 16(4)), the reported member's statement of reasons (art. 17: what was
 * decided, the facts, the ground, that a person decided and no automated system, how to appeal) and the
 * outcome for the reporter (art. 16(5)); and the member's notice when an operator lifts the restriction again.
 * Placeholders: `{site}`, `{name}` (the recipient), `{member}` (the
 * reported member), `{reason}`, `{decision}`, `{facts}`, `{ground}`, `{date}`, `{support}` (the site's customer
 * service address).
 */
import type { Language, Moderation, ReportAction, ReportReason } from 'contract';
import type { MailText } from '../mail/templates.js';

/** The reporter's confirmation. */
export const RECEIVED_TEXTS: Record<Language, MailText> = {
  en: {
    subject: 'We have received your report about {member}',
    greeting: 'Hi {name},',
    body: 'Thank you for telling us. We have received your report about {member} (reason: {reason}). A member of our team will review it, and we will let you know what we decide. {member} will not find out who reported them.',
    action: 'Go to {site}',
    footer: 'If someone is in immediate danger, please contact the police.',
  },
  de: {
    subject: 'Wir haben deine Meldung zu {member} erhalten',
    greeting: 'Hallo {name},',
    body: 'Danke, dass du uns Bescheid gibst. Wir haben deine Meldung zu {member} erhalten (Grund: {reason}). Jemand aus unserem Team prüft sie, und wir sagen dir, wie wir entschieden haben. {member} erfährt nicht, wer die Meldung geschickt hat.',
    action: 'Zu {site}',
    footer: 'Wenn jemand in unmittelbarer Gefahr ist, wende dich bitte an die Polizei.',
  },
  es: {
    subject: 'Hemos recibido tu denuncia sobre {member}',
    greeting: 'Hola, {name}:',
    body: 'Gracias por avisarnos. Hemos recibido tu denuncia sobre {member} (motivo: {reason}). Una persona de nuestro equipo la revisará y te contaremos qué hemos decidido. {member} no sabrá quién ha hecho la denuncia.',
    action: 'Ir a {site}',
    footer: 'Si alguien corre un peligro inmediato, ponte en contacto con la policía.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre signalement concernant {member}',
    greeting: 'Bonjour {name},',
    body: 'Merci de nous avoir prévenus. Nous avons bien reçu votre signalement concernant {member} (motif : {reason}). Une personne de notre équipe va l’examiner et nous vous informerons de notre décision. {member} ne saura pas qui l’a signalé.',
    action: 'Aller sur {site}',
    footer: 'Si quelqu’un est en danger immédiat, contactez la police.',
  },
  it: {
    subject: 'Abbiamo ricevuto la tua segnalazione su {member}',
    greeting: 'Ciao {name},',
    body: 'Grazie per avercelo detto. Abbiamo ricevuto la tua segnalazione su {member} (motivo: {reason}). Una persona del nostro team la esaminerà e ti faremo sapere cosa abbiamo deciso. {member} non saprà chi l’ha segnalato.',
    action: 'Vai su {site}',
    footer: 'Se qualcuno è in pericolo immediato, contatta la polizia.',
  },
  nl: {
    subject: 'We hebben je melding over {member} ontvangen',
    greeting: 'Hoi {name},',
    body: 'Bedankt dat je het ons laat weten. We hebben je melding over {member} ontvangen (reden: {reason}). Iemand van ons team bekijkt hem en we laten je weten wat we besluiten. {member} komt niet te weten wie de melding heeft gedaan.',
    action: 'Naar {site}',
    footer: 'Is iemand in direct gevaar? Neem dan contact op met de politie.',
  },
  pl: {
    subject: 'Otrzymaliśmy Twoje zgłoszenie dotyczące {member}',
    greeting: 'Cześć {name},',
    body: 'Dziękujemy, że dajesz nam znać. Otrzymaliśmy Twoje zgłoszenie dotyczące {member} (powód: {reason}). Ktoś z naszego zespołu je sprawdzi, a my poinformujemy Cię o decyzji. {member} nie dowie się, kto wysłał zgłoszenie.',
    action: 'Przejdź do {site}',
    footer: 'Jeśli komuś grozi bezpośrednie niebezpieczeństwo, skontaktuj się z policją.',
  },
};

/** The statement of reasons to the reported member (every action but dismiss). */
export const STATEMENT_TEXTS: Record<Language, MailText> = {
  en: {
    subject: 'Decision about your account on {site}',
    greeting: 'Hi {name},',
    body: 'Another member reported your profile on {date}. We have reviewed the report and decided: {decision}\n\nFacts: {facts}\nGround: {ground}\n\nThis decision was taken by a member of our team, not by an automated system.',
    action: 'Appeal this decision',
    footer:
      'You can appeal within 6 months with the link above or by writing to our customer service at {support}; you may also turn to an out-of-court dispute settlement body or to the courts.',
  },
  de: {
    subject: 'Entscheidung zu deinem Konto bei {site}',
    greeting: 'Hallo {name},',
    body: 'Ein anderes Mitglied hat dein Profil am {date} gemeldet. Wir haben die Meldung geprüft und entschieden: {decision}\n\nSachverhalt: {facts}\nGrundlage: {ground}\n\nDiese Entscheidung hat jemand aus unserem Team getroffen, kein automatisiertes System.',
    action: 'Widerspruch einlegen',
    footer:
      'Du kannst innerhalb von 6 Monaten über den Link oben oder per E-Mail an unseren Kundenservice ({support}) widersprechen; außerdem kannst du dich an eine außergerichtliche Streitbeilegungsstelle oder an ein Gericht wenden.',
  },
  es: {
    subject: 'Decisión sobre tu cuenta en {site}',
    greeting: 'Hola, {name}:',
    body: 'Otro miembro denunció tu perfil el {date}. Hemos revisado la denuncia y hemos decidido: {decision}\n\nHechos: {facts}\nFundamento: {ground}\n\nEsta decisión la ha tomado una persona de nuestro equipo, no un sistema automatizado.',
    action: 'Recurrir esta decisión',
    footer:
      'Puedes recurrir en un plazo de 6 meses con el enlace de arriba o escribiendo a nuestro servicio de atención al cliente ({support}); también puedes acudir a un órgano de resolución extrajudicial de litigios o a los tribunales.',
  },
  fr: {
    subject: 'Décision concernant votre compte sur {site}',
    greeting: 'Bonjour {name},',
    body: 'Un autre membre a signalé votre profil le {date}. Nous avons examiné le signalement et décidé : {decision}\n\nFaits : {facts}\nFondement : {ground}\n\nCette décision a été prise par une personne de notre équipe, et non par un système automatisé.',
    action: 'Contester cette décision',
    footer:
      'Vous pouvez la contester dans un délai de 6 mois via le lien ci-dessus ou en écrivant à notre service client ({support}) ; vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges ou la justice.',
  },
  it: {
    subject: 'Decisione sul tuo account su {site}',
    greeting: 'Ciao {name},',
    body: 'Un altro membro ha segnalato il tuo profilo il {date}. Abbiamo esaminato la segnalazione e deciso: {decision}\n\nFatti: {facts}\nMotivazione: {ground}\n\nQuesta decisione è stata presa da una persona del nostro team, non da un sistema automatizzato.',
    action: 'Presenta ricorso',
    footer:
      'Puoi presentare ricorso entro 6 mesi tramite il link qui sopra o scrivendo al nostro servizio clienti ({support}); puoi anche rivolgerti a un organismo di risoluzione extragiudiziale delle controversie o a un tribunale.',
  },
  nl: {
    subject: 'Besluit over je account op {site}',
    greeting: 'Hoi {name},',
    body: 'Een ander lid heeft je profiel op {date} gemeld. We hebben de melding bekeken en besloten: {decision}\n\nFeiten: {facts}\nGrond: {ground}\n\nDit besluit is genomen door iemand van ons team, niet door een geautomatiseerd systeem.',
    action: 'Bezwaar maken',
    footer:
      'Je kunt binnen 6 maanden bezwaar maken via de link hierboven of door onze klantenservice te mailen ({support}); je kunt ook naar een buitengerechtelijke geschilleninstantie of naar de rechter stappen.',
  },
  pl: {
    subject: 'Decyzja dotycząca Twojego konta w {site}',
    greeting: 'Cześć {name},',
    body: 'Inny członek zgłosił Twój profil dnia {date}. Sprawdziliśmy zgłoszenie i zdecydowaliśmy: {decision}\n\nFakty: {facts}\nPodstawa: {ground}\n\nTę decyzję podjęła osoba z naszego zespołu, a nie zautomatyzowany system.',
    action: 'Odwołaj się od decyzji',
    footer:
      'Możesz się odwołać w ciągu 6 miesięcy przez link powyżej lub pisząc do naszego działu obsługi klienta ({support}); możesz też zwrócić się do pozasądowego organu rozstrzygania sporów lub do sądu.',
  },
};

/** The outcome for the reporter. */
export const OUTCOME_TEXTS: Record<Language, MailText> = {
  en: {
    subject: 'Your report about {member}: our decision',
    greeting: 'Hi {name},',
    body: 'We have reviewed your report about {member} from {date}. Our decision: {decision}\n\nThe decision was taken by a member of our team, not by an automated system.',
    action: 'Contest this decision',
    footer:
      'Do you disagree? You can tell us through our complaints page within 6 months. Thank you for helping to keep {site} safe.',
  },
  de: {
    subject: 'Deine Meldung zu {member}: unsere Entscheidung',
    greeting: 'Hallo {name},',
    body: 'Wir haben deine Meldung zu {member} vom {date} geprüft. Unsere Entscheidung: {decision}\n\nDie Entscheidung hat jemand aus unserem Team getroffen, kein automatisiertes System.',
    action: 'Entscheidung anfechten',
    footer:
      'Bist du anderer Meinung? Sag es uns innerhalb von 6 Monaten über unsere Beschwerdeseite. Danke, dass du hilfst, {site} sicher zu halten.',
  },
  es: {
    subject: 'Tu denuncia sobre {member}: nuestra decisión',
    greeting: 'Hola, {name}:',
    body: 'Hemos revisado tu denuncia sobre {member} del {date}. Nuestra decisión: {decision}\n\nLa decisión la ha tomado una persona de nuestro equipo, no un sistema automatizado.',
    action: 'Impugnar esta decisión',
    footer:
      '¿No estás de acuerdo? Dínoslo en un plazo de 6 meses a través de nuestra página de reclamaciones. Gracias por ayudar a que {site} sea un lugar seguro.',
  },
  fr: {
    subject: 'Votre signalement concernant {member} : notre décision',
    greeting: 'Bonjour {name},',
    body: 'Nous avons examiné votre signalement du {date} concernant {member}. Notre décision : {decision}\n\nCette décision a été prise par une personne de notre équipe, et non par un système automatisé.',
    action: 'Contester cette décision',
    footer:
      'Vous n’êtes pas d’accord ? Dites-le-nous dans un délai de 6 mois via notre page de réclamations. Merci de contribuer à la sécurité de {site}.',
  },
  it: {
    subject: 'La tua segnalazione su {member}: la nostra decisione',
    greeting: 'Ciao {name},',
    body: 'Abbiamo esaminato la tua segnalazione su {member} del {date}. La nostra decisione: {decision}\n\nLa decisione è stata presa da una persona del nostro team, non da un sistema automatizzato.',
    action: 'Contesta la decisione',
    footer:
      'Non sei d’accordo? Faccelo sapere entro 6 mesi tramite la nostra pagina dei reclami. Grazie per aiutarci a rendere {site} un posto sicuro.',
  },
  nl: {
    subject: 'Je melding over {member}: ons besluit',
    greeting: 'Hoi {name},',
    body: 'We hebben je melding over {member} van {date} bekeken. Ons besluit: {decision}\n\nDit besluit is genomen door iemand van ons team, niet door een geautomatiseerd systeem.',
    action: 'Besluit aanvechten',
    footer:
      'Ben je het er niet mee eens? Laat het ons binnen 6 maanden weten via onze klachtenpagina. Bedankt dat je helpt {site} veilig te houden.',
  },
  pl: {
    subject: 'Twoje zgłoszenie dotyczące {member}: nasza decyzja',
    greeting: 'Cześć {name},',
    body: 'Sprawdziliśmy Twoje zgłoszenie dotyczące {member} z dnia {date}. Nasza decyzja: {decision}\n\nTę decyzję podjęła osoba z naszego zespołu, a nie zautomatyzowany system.',
    action: 'Zakwestionuj decyzję',
    footer:
      'Nie zgadzasz się? Napisz do nas w ciągu 6 miesięcy przez naszą stronę reklamacji. Dziękujemy, że pomagasz dbać o bezpieczeństwo {site}.',
  },
};

/** The reasons as the mails name them. */
export const REASON_NAMES: Record<Language, Record<ReportReason, string>> = {
  en: {
    fake_profile: 'fake profile',
    scam_or_spam: 'scam or spam',
    harassment: 'harassment or threats',
    inappropriate_photos: 'inappropriate photos',
    underage: 'may be under 18',
    other: 'something else',
  },
  de: {
    fake_profile: 'Fake-Profil',
    scam_or_spam: 'Betrug oder Spam',
    harassment: 'Belästigung oder Drohungen',
    inappropriate_photos: 'unangemessene Fotos',
    underage: 'möglicherweise unter 18',
    other: 'etwas anderes',
  },
  es: {
    fake_profile: 'perfil falso',
    scam_or_spam: 'estafa o spam',
    harassment: 'acoso o amenazas',
    inappropriate_photos: 'fotos inapropiadas',
    underage: 'posiblemente menor de 18 años',
    other: 'otro motivo',
  },
  fr: {
    fake_profile: 'faux profil',
    scam_or_spam: 'arnaque ou spam',
    harassment: 'harcèlement ou menaces',
    inappropriate_photos: 'photos inappropriées',
    underage: 'peut-être mineur',
    other: 'autre chose',
  },
  it: {
    fake_profile: 'profilo falso',
    scam_or_spam: 'truffa o spam',
    harassment: 'molestie o minacce',
    inappropriate_photos: 'foto inappropriate',
    underage: 'forse minorenne',
    other: 'altro',
  },
  nl: {
    fake_profile: 'nepprofiel',
    scam_or_spam: 'oplichting of spam',
    harassment: 'intimidatie of bedreiging',
    inappropriate_photos: 'ongepaste foto’s',
    underage: 'mogelijk jonger dan 18',
    other: 'iets anders',
  },
  pl: {
    fake_profile: 'fałszywy profil',
    scam_or_spam: 'oszustwo lub spam',
    harassment: 'nękanie lub groźby',
    inappropriate_photos: 'nieodpowiednie zdjęcia',
    underage: 'możliwie poniżej 18 lat',
    other: 'inny powód',
  },
};

/** The decision as the reported member reads it (dismiss sends them nothing). */
export const STATEMENT_DECISIONS: Record<Language, Record<Exclude<ReportAction, 'dismiss'>, string>> = {
  en: {
    warn: 'we are giving you a warning. Your profile stays visible; a further breach may lead to your profile being hidden or your account being suspended.',
    hide_profile:
      'your profile is hidden. Other members can no longer see it or find it in search; you can still log in.',
    suspend:
      'your account is suspended. You have been logged out and cannot log in any more; your profile is hidden.',
  },
  de: {
    warn: 'Du bekommst eine Verwarnung. Dein Profil bleibt sichtbar; bei einem weiteren Verstoß können wir dein Profil ausblenden oder dein Konto sperren.',
    hide_profile:
      'Dein Profil ist ausgeblendet. Andere Mitglieder sehen es nicht mehr und finden es nicht in der Suche; einloggen kannst du dich weiterhin.',
    suspend:
      'Dein Konto ist gesperrt. Du wurdest ausgeloggt und kannst dich nicht mehr einloggen; dein Profil ist ausgeblendet.',
  },
  es: {
    warn: 'te damos un aviso. Tu perfil sigue visible; otra infracción puede llevar a ocultar tu perfil o suspender tu cuenta.',
    hide_profile:
      'tu perfil está oculto. Los demás miembros ya no pueden verlo ni encontrarlo en la búsqueda; puedes seguir iniciando sesión.',
    suspend:
      'tu cuenta está suspendida. Se ha cerrado tu sesión y ya no puedes iniciar sesión; tu perfil está oculto.',
  },
  fr: {
    warn: 'nous vous adressons un avertissement. Votre profil reste visible ; un nouveau manquement peut entraîner le masquage de votre profil ou la suspension de votre compte.',
    hide_profile:
      'votre profil est masqué. Les autres membres ne peuvent plus le voir ni le trouver dans la recherche ; vous pouvez toujours vous connecter.',
    suspend:
      'votre compte est suspendu. Vous avez été déconnecté et ne pouvez plus vous connecter ; votre profil est masqué.',
  },
  it: {
    warn: 'ti diamo un avvertimento. Il tuo profilo resta visibile; un’altra violazione può portare a nascondere il tuo profilo o a sospendere il tuo account.',
    hide_profile:
      'il tuo profilo è nascosto. Gli altri membri non possono più vederlo né trovarlo nella ricerca; puoi comunque accedere.',
    suspend:
      'il tuo account è sospeso. Sei stato disconnesso e non puoi più accedere; il tuo profilo è nascosto.',
  },
  nl: {
    warn: 'je krijgt een waarschuwing. Je profiel blijft zichtbaar; bij een volgende overtreding kunnen we je profiel verbergen of je account blokkeren.',
    hide_profile:
      'je profiel is verborgen. Andere leden kunnen het niet meer zien of vinden bij het zoeken; inloggen kan nog wel.',
    suspend:
      'je account is geblokkeerd. Je bent uitgelogd en kunt niet meer inloggen; je profiel is verborgen.',
  },
  pl: {
    warn: 'otrzymujesz ostrzeżenie. Twój profil pozostaje widoczny; kolejne naruszenie może skutkować ukryciem profilu lub zawieszeniem konta.',
    hide_profile:
      'Twój profil jest ukryty. Inni członkowie nie mogą go już zobaczyć ani znaleźć w wyszukiwarce; nadal możesz się logować.',
    suspend:
      'Twoje konto jest zawieszone. Wylogowaliśmy Cię i nie możesz się już zalogować; Twój profil jest ukryty.',
  },
};

/** The outcome as the reporter reads it: what was done, without the reported member's private details. */
export const OUTCOME_DECISIONS: Record<Language, Record<ReportAction, string>> = {
  en: {
    dismiss: 'we found no breach of our terms or the law, so we are not taking action this time.',
    warn: 'we have warned the member.',
    hide_profile: 'we have hidden the profile.',
    suspend: 'we have suspended the account.',
  },
  de: {
    dismiss:
      'Wir haben keinen Verstoß gegen unsere AGB oder das Gesetz festgestellt und unternehmen deshalb diesmal nichts.',
    warn: 'Wir haben das Mitglied verwarnt.',
    hide_profile: 'Wir haben das Profil ausgeblendet.',
    suspend: 'Wir haben das Konto gesperrt.',
  },
  es: {
    dismiss:
      'no hemos encontrado ninguna infracción de nuestras condiciones ni de la ley, así que esta vez no tomaremos medidas.',
    warn: 'hemos dado un aviso al miembro.',
    hide_profile: 'hemos ocultado el perfil.',
    suspend: 'hemos suspendido la cuenta.',
  },
  fr: {
    dismiss:
      'nous n’avons constaté aucun manquement à nos conditions ni à la loi ; nous ne prenons donc pas de mesure cette fois-ci.',
    warn: 'nous avons adressé un avertissement au membre.',
    hide_profile: 'nous avons masqué le profil.',
    suspend: 'nous avons suspendu le compte.',
  },
  it: {
    dismiss:
      'non abbiamo riscontrato violazioni dei nostri termini né della legge, quindi questa volta non prendiamo provvedimenti.',
    warn: 'abbiamo dato un avvertimento al membro.',
    hide_profile: 'abbiamo nascosto il profilo.',
    suspend: 'abbiamo sospeso l’account.',
  },
  nl: {
    dismiss:
      'we hebben geen overtreding van onze voorwaarden of de wet gevonden, dus we ondernemen deze keer geen actie.',
    warn: 'we hebben het lid een waarschuwing gegeven.',
    hide_profile: 'we hebben het profiel verborgen.',
    suspend: 'we hebben het account geblokkeerd.',
  },
  pl: {
    dismiss:
      'nie stwierdziliśmy naruszenia naszego regulaminu ani prawa, więc tym razem nie podejmujemy działań.',
    warn: 'udzieliliśmy członkowi ostrzeżenia.',
    hide_profile: 'ukryliśmy profil.',
    suspend: 'zawiesiliśmy konto.',
  },
};

/** The member's mail when an operator lifts their restriction (an appeal upheld, a mistake found). */
export const REINSTATED_TEXTS: Record<Language, MailText> = {
  en: {
    subject: 'We have lifted the restriction on your account on {site}',
    greeting: 'Hi {name},',
    body: 'We have reviewed our earlier decision about your account and lifted it: {decision}\n\nReason: {facts}\n\nThis decision was taken by a member of our team, not by an automated system.',
    action: 'Go to {site}',
    footer: 'If you have any questions, please write to our customer service at {support}.',
  },
  de: {
    subject: 'Wir haben die Einschränkung deines Kontos bei {site} aufgehoben',
    greeting: 'Hallo {name},',
    body: 'Wir haben unsere frühere Entscheidung zu deinem Konto überprüft und sie aufgehoben: {decision}\n\nBegründung: {facts}\n\nDiese Entscheidung hat jemand aus unserem Team getroffen, kein automatisiertes System.',
    action: 'Zu {site}',
    footer: 'Bei Fragen schreib gern an unseren Kundenservice: {support}.',
  },
  es: {
    subject: 'Hemos levantado la restricción de tu cuenta en {site}',
    greeting: 'Hola, {name}:',
    body: 'Hemos revisado nuestra decisión anterior sobre tu cuenta y la hemos anulado: {decision}\n\nMotivo: {facts}\n\nEsta decisión la ha tomado una persona de nuestro equipo, no un sistema automatizado.',
    action: 'Ir a {site}',
    footer: 'Si tienes alguna pregunta, escribe a nuestro servicio de atención al cliente: {support}.',
  },
  fr: {
    subject: 'Nous avons levé la restriction de votre compte sur {site}',
    greeting: 'Bonjour {name},',
    body: 'Nous avons réexaminé notre décision concernant votre compte et l’avons annulée : {decision}\n\nMotif : {facts}\n\nCette décision a été prise par une personne de notre équipe, et non par un système automatisé.',
    action: 'Aller sur {site}',
    footer: 'Pour toute question, écrivez à notre service client : {support}.',
  },
  it: {
    subject: 'Abbiamo revocato la limitazione del tuo account su {site}',
    greeting: 'Ciao {name},',
    body: 'Abbiamo riesaminato la nostra decisione sul tuo account e l’abbiamo revocata: {decision}\n\nMotivo: {facts}\n\nQuesta decisione è stata presa da una persona del nostro team, non da un sistema automatizzato.',
    action: 'Vai su {site}',
    footer: 'Per qualsiasi domanda, scrivi al nostro servizio clienti: {support}.',
  },
  nl: {
    subject: 'We hebben de beperking van je account op {site} opgeheven',
    greeting: 'Hoi {name},',
    body: 'We hebben ons eerdere besluit over je account opnieuw bekeken en het teruggedraaid: {decision}\n\nReden: {facts}\n\nDit besluit is genomen door iemand van ons team, niet door een geautomatiseerd systeem.',
    action: 'Naar {site}',
    footer: 'Heb je vragen? Mail dan onze klantenservice: {support}.',
  },
  pl: {
    subject: 'Zdjęliśmy ograniczenie z Twojego konta w {site}',
    greeting: 'Cześć {name},',
    body: 'Ponownie rozpatrzyliśmy naszą wcześniejszą decyzję dotyczącą Twojego konta i ją uchyliliśmy: {decision}\n\nUzasadnienie: {facts}\n\nTę decyzję podjęła osoba z naszego zespołu, a nie system automatyczny.',
    action: 'Przejdź do {site}',
    footer: 'Jeśli masz pytania, napisz do naszego działu obsługi klienta: {support}.',
  },
};

/** What lifting a restriction gives back, by the restriction lifted. */
export const REINSTATED_DECISIONS: Record<Language, Record<Moderation, string>> = {
  en: {
    hidden: 'your profile is visible again. Other members can see and find it as before.',
    suspended: 'your account is active again. You can log in, and your profile is visible as before.',
  },
  de: {
    hidden: 'Dein Profil ist wieder sichtbar. Andere Mitglieder sehen und finden es wie vorher.',
    suspended:
      'Dein Konto ist wieder freigeschaltet. Du kannst dich einloggen, und dein Profil ist wieder sichtbar.',
  },
  es: {
    hidden: 'tu perfil vuelve a ser visible. Los demás miembros pueden verlo y encontrarlo como antes.',
    suspended: 'tu cuenta vuelve a estar activa. Puedes iniciar sesión y tu perfil vuelve a ser visible.',
  },
  fr: {
    hidden:
      'votre profil est de nouveau visible. Les autres membres peuvent le voir et le trouver comme avant.',
    suspended:
      'votre compte est de nouveau actif. Vous pouvez vous connecter et votre profil est de nouveau visible.',
  },
  it: {
    hidden: 'il tuo profilo è di nuovo visibile. Gli altri membri possono vederlo e trovarlo come prima.',
    suspended: 'il tuo account è di nuovo attivo. Puoi accedere e il tuo profilo è di nuovo visibile.',
  },
  nl: {
    hidden: 'je profiel is weer zichtbaar. Andere leden kunnen het weer zien en vinden.',
    suspended: 'je account is weer actief. Je kunt inloggen en je profiel is weer zichtbaar.',
  },
  pl: {
    hidden: 'Twój profil jest znowu widoczny. Inni członkowie mogą go zobaczyć i znaleźć tak jak wcześniej.',
    suspended: 'Twoje konto jest znowu aktywne. Możesz się zalogować, a Twój profil jest znowu widoczny.',
  },
};
