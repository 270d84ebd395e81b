import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    intro:
      'Diese Bedingungen gelten für jede Nutzung von {{siteName}}. Bitte lies sie sorgfältig, bevor du ein Konto erstellst oder Credits kaufst. Stand: {{termsDate}}.',
    sections: [
      {
        heading: '1. Geltungsbereich und Anbieter',
        paragraphs: [
          '{{siteName}}, erreichbar unter {{domain}}, wird betrieben von {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, eingetragen bei der Handelskammer (KvK) unter der Nummer {{kvk}}. Mit „wir“ und „uns“ ist in diesen Bedingungen {{companyName}} gemeint.',
          '{{siteName}} ist ein Online-Dating- und Chat-Dienst für Erwachsene. Mitglieder erstellen ein Profil, suchen und entdecken andere Mitglieder, liken Profile und chatten miteinander.',
          'Diese Bedingungen gelten für jeden Besuch und jede Nutzung von {{siteName}}, einschließlich aller Käufe von Credits. Diese Fassung gilt ab dem {{termsDate}}.',
        ],
      },
      {
        heading: '2. Teilnahmevoraussetzungen und dein Konto',
        paragraphs: [
          'Du darfst {{siteName}} nur nutzen, wenn du mindestens {{minimumAge}} Jahre alt bist. Wir können dich bitten, dein Alter zu bestätigen, und schließen jedes Konto, bei dem wir Grund zu der Annahme haben, dass es einer minderjährigen Person gehört.',
          'Jede Person darf nur ein Konto besitzen. Dein Konto ist persönlich: Gib deine Zugangsdaten nicht weiter und lass niemand anderen dein Konto nutzen.',
          'Mach bei der Registrierung zutreffende und wahrheitsgemäße Angaben und halte sie aktuell. Du bist für alle Aktivitäten unter deinem Konto verantwortlich.',
          'Mit der Erstellung eines Kontos akzeptierst du diese Bedingungen und unsere Datenschutzerklärung.',
        ],
      },
      {
        heading: '3. Credits, Premium-Mitgliedschaft und Zahlungen',
        paragraphs: [
          'Das Senden von Nachrichten und Geschenken sowie einige weitere Funktionen kosten Credits. Credits werden in Paketen verkauft; die Kosten einer Funktion werden dir angezeigt, bevor du sie nutzt. Alle Preise verstehen sich inklusive Mehrwertsteuer.',
          'Mit deinem ersten Kauf eines beliebigen Credit-Pakets wirst du ohne Aufpreis lebenslang Premium-Mitglied. Premium-Mitglieder sehen alle Fotos anderer Mitglieder und können bis zu 25 eigene Fotos hochladen.',
          'Kostenlose Mitglieder können bis zu 3 Fotos hochladen, bis zu 2 Unterhaltungen beginnen und eine begrenzte Anzahl kostenloser Nachrichten senden. Einige Fotos anderer Mitglieder sind nur für Premium-Mitglieder sichtbar.',
          'Mit dem Abschluss einer Zahlung akzeptierst du die beim Bezahlvorgang angezeigten Zahlungsbedingungen, einschließlich der Speicherung deiner Zahlungsdaten für künftige Käufe. Die Credits werden deinem Konto gutgeschrieben, sobald die Zahlung bestätigt ist.',
        ],
      },
      {
        heading: '4. Fiktive Profile und Moderation',
        paragraphs: [
          'Damit der Dienst lebendig und unterhaltsam bleibt, sind einige Profile auf {{siteName}} fiktiv und werden von uns betrieben. Jedes fiktive Profil ist deutlich mit einem Symbol und einem Hinweis gekennzeichnet.',
          'Unterhaltungen mit fiktiven Profilen dienen ausschließlich der Unterhaltung. Ein reales Treffen mit einem fiktiven Profil ist nicht möglich, und Nachrichten an diese Profile kosten genauso Credits wie alle anderen Nachrichten.',
          'Wir moderieren Profile, Fotos und gemeldete Inhalte. Wir können Inhalte entfernen oder Konten einschränken, die gegen diese Bedingungen verstoßen.',
        ],
      },
      {
        heading: '5. Verhaltensregeln',
        paragraphs: [
          'Begegne anderen Mitgliedern mit Respekt. Folgendes ist auf {{siteName}} nicht erlaubt:',
          '- Belästigung, Drohungen, Hassrede oder Diskriminierung\n- jegliche Inhalte, die Minderjährige zeigen oder betreffen\n- Werbung, gewerbliche Angebote, Spam oder Geldforderungen\n- sich als eine andere Person auszugeben oder Fotos zu verwenden, an denen du keine Rechte hast\n- personenbezogene Daten anderer ohne deren Einwilligung weiterzugeben',
          'Du kannst jedes Mitglied über sein Profil blockieren. Dabei werden eure Unterhaltungen und Likes entfernt und jeder weitere Kontakt wird verhindert. Außerdem kannst du ein Mitglied oder einen Inhalt melden.',
          'Bei Verstößen gegen diese Regeln können wir Inhalte entfernen, dein Konto sperren oder deinen Zugang zu {{siteName}} dauerhaft einschränken.',
        ],
      },
      {
        heading: '6. Kündigung und Löschung des Kontos',
        paragraphs: [
          'Du kannst dein Konto jederzeit in deinen Kontoeinstellungen löschen. Du musst keinen Grund angeben, wir freuen uns aber über deine Rückmeldung.',
          'Nach der Löschung bleibt dein Konto 14 Tage lang zur Löschung vorgemerkt. In dieser Zeit kannst du es über den Link in der E-Mail, die wir dir senden, reaktivieren; nach 14 Tagen werden dein Konto und dein Profil endgültig gelöscht.',
          'Dein verbleibendes Guthaben an Credits bleibt erhalten, wenn du dein Konto innerhalb von 14 Tagen reaktivierst. Nach der endgültigen Löschung können nicht verbrauchte Credits nicht mehr genutzt werden und werden nicht ausgezahlt, sofern unsere Rückgaberichtlinie oder zwingendes Recht nichts anderes vorsieht.',
          'Wir können ein Konto schließen, das schwerwiegend oder wiederholt gegen diese Bedingungen verstößt. Wo es angemessen ist, teilen wir dir den Grund mit.',
        ],
      },
      {
        heading: '7. Widerrufsrecht und Erstattungen',
        paragraphs: [
          'Als Verbraucher hast du beim Kauf von Credits ein Widerrufsrecht von {{refundDays}} Tagen zu den in unserer Rückgaberichtlinie beschriebenen Bedingungen.',
          'Da Credits digitale Inhalte sind, die sofort bereitgestellt werden, gilt das Widerrufsrecht nicht für bereits verbrauchte Credits. In unserer Rückgaberichtlinie erfährst du, wie du eine Erstattung für nicht verbrauchte Credits beantragst.',
        ],
      },
      {
        heading: '8. Haftung und Änderungen',
        paragraphs: [
          'Wir setzen alles daran, {{siteName}} verfügbar und sicher zu halten, können aber keinen unterbrechungs- oder fehlerfreien Betrieb garantieren. Für Äußerungen und Handlungen von Mitgliedern sowie für Treffen, die Mitglieder untereinander vereinbaren, sind wir nicht verantwortlich.',
          'Unsere Haftung ist auf den Betrag beschränkt, den du uns für Credits gezahlt hast, außer bei Vorsatz oder grober Fahrlässigkeit oder soweit zwingendes Recht eine solche Beschränkung nicht zulässt.',
          'Wir können diese Bedingungen ändern, etwa wenn wir neue Funktionen einführen oder sich die Rechtslage ändert. Über wesentliche Änderungen informieren wir die Mitglieder rechtzeitig; das Datum oben zeigt, welche Fassung aktuell gilt.',
        ],
      },
      {
        heading: '9. Anwendbares Recht und Kontakt',
        paragraphs: [
          'Es gilt das Recht des Landes, in dem {{companyName}} seinen Sitz hat ({{companyCountry}}). Zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben davon unberührt.',
          'Bei Meinungsverschiedenheiten suchen wir immer zuerst gemeinsam mit dir nach einer Lösung. Gelingt dies nicht, wird die Streitigkeit dem zuständigen Gericht vorgelegt; deine Rechte als Verbraucher bleiben davon unberührt.',
          'Du hast Fragen zu diesen Bedingungen? Schreib uns per E-Mail an {{supportEmail}} oder ruf uns unter {{supportPhone}} an.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Der Schutz deiner personenbezogenen Daten ist uns wichtig. Diese Erklärung beschreibt, welche Daten {{siteName}} verarbeitet, zu welchem Zweck und welche Rechte dir nach der Datenschutz-Grundverordnung (DSGVO) zustehen.',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung deiner personenbezogenen Daten ist {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, eingetragen bei der Handelskammer (KvK) unter der Nummer {{kvk}}.',
          'Bei Fragen zum Datenschutz erreichst du uns per E-Mail an {{supportEmail}} oder telefonisch unter {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Welche Daten wir erheben',
        paragraphs: [
          'Je nachdem, wie du {{siteName}} nutzt, verarbeiten wir folgende Daten:',
          '- Kontodaten: E-Mail-Adresse, Benutzername, Passwort (nur als Hashwert gespeichert) und Geburtsdatum\n- Profildaten: Geschlecht, Orientierung, Region und Ort, Beschreibung, Interessen und weitere Angaben, die du freiwillig machst\n- Nachrichten, Likes und Geschenke, die du sendest und empfängst\n- Fotos, die du hochlädst\n- Zahlungsreferenzen: Bestellnummer, Betrag, Zahlungsart und Status (deine vollständigen Karten- oder Bankdaten verarbeiten unsere Zahlungsdienstleister)\n- Geräte- und Nutzungsdaten: IP-Adresse, Browsertyp, Spracheinstellungen, Anmeldezeiten und besuchte Seiten\n- Cookies und ähnliche Technologien, wie in unserer Cookie-Richtlinie beschrieben',
          'Manche Profilangaben, etwa deine sexuelle Orientierung, betreffen dein Privatleben. Ob du sie angibst, entscheidest allein du; wir verarbeiten sie auf Grundlage deiner ausdrücklichen Einwilligung und nur zur Erbringung des Dienstes.',
        ],
      },
      {
        heading: '3. Zwecke und Rechtsgrundlagen',
        paragraphs: [
          'Wir nutzen deine Daten nur für klar festgelegte Zwecke, jeweils auf einer Rechtsgrundlage der DSGVO:',
          '- Einrichtung und Verwaltung deines Kontos, Anzeige deines Profils und Zustellung deiner Nachrichten (Erfüllung unseres Vertrags mit dir)\n- Abwicklung von Zahlungen und Buchhaltung (Vertragserfüllung und gesetzliche Pflichten)\n- Sicherheit der Plattform, Betrugsprävention und Prüfung der Volljährigkeit (berechtigtes Interesse und gesetzliche Pflichten)\n- Versand von Service-E-Mails, etwa zur Bestätigung deiner E-Mail-Adresse, und der von dir aktivierten Benachrichtigungen (Vertragserfüllung)\n- Versand von Newslettern und Angeboten sowie Einsatz nicht notwendiger Cookies (deine Einwilligung, die du jederzeit widerrufen kannst)\n- Verbesserung des Dienstes anhand zusammengefasster Statistiken (berechtigtes Interesse)',
          'Deine E-Mail-Einstellungen kannst du jederzeit in den Benachrichtigungseinstellungen oder über den Abmeldelink in jeder E-Mail ändern.',
        ],
      },
      {
        heading: '4. Was andere sehen können',
        paragraphs: [
          'Andere Mitglieder und Besucher sehen deinen Benutzernamen, dein Alter (nie dein Geburtsdatum), deine Region und deinen Ort, die von dir ausgefüllten Profilangaben und die Fotos, die du teilst. Einige Fotos sind nur für Premium-Mitglieder sichtbar.',
          'Dein genauer Standort wird anderen niemals angezeigt. Wenn du die Standortbestimmung erlaubst, nutzen wir sie nur, um deine Region und deinen Ort zu ermitteln und dir Mitglieder in deiner Nähe zu zeigen.',
          'Deine E-Mail-Adresse, deine Zahlungsdaten und deine Nachrichten sind für andere Mitglieder nie sichtbar, mit Ausnahme der Nachrichten, die du mit ihnen austauschst.',
        ],
      },
      {
        heading: '5. Weitergabe und Auftragsverarbeiter',
        paragraphs: [
          'Wir verkaufen deine personenbezogenen Daten nicht und geben sie nicht an Dritte für deren eigene Werbezwecke weiter.',
          'Wir arbeiten mit sorgfältig ausgewählten Dienstleistern zusammen, die Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten: Zahlungsdienstleister, Hosting- und Speicheranbieter sowie E-Mail-Versanddienste. Diese Dienstleister dürfen deine Daten ausschließlich zur Erbringung ihrer Leistungen für uns verwenden.',
          'Sitzt ein Dienstleister außerhalb des Europäischen Wirtschaftsraums, stellen wir ein angemessenes Schutzniveau sicher, zum Beispiel durch die Standardvertragsklauseln der Europäischen Kommission. An Behörden geben wir Daten nur weiter, wenn wir gesetzlich dazu verpflichtet sind.',
        ],
      },
      {
        heading: '6. Speicherdauer',
        paragraphs: [
          'Wir speichern deine Daten, solange du ein Konto hast. Wenn du dein Konto löschst, bleibt es 14 Tage lang zur Löschung vorgemerkt, damit du es noch reaktivieren kannst; danach löschen oder anonymisieren wir dein Profil, deine Fotos und deine Nachrichten.',
          'Rechnungen und Zahlungsbelege bewahren wir so lange auf, wie es steuer- und handelsrechtliche Vorschriften verlangen. Sicherheitsprotokolle werden nur für begrenzte Zeit gespeichert und anschließend gelöscht.',
        ],
      },
      {
        heading: '7. Deine Rechte',
        paragraphs: [
          'Nach der DSGVO hast du das Recht,',
          '- Auskunft über die personenbezogenen Daten zu erhalten, die wir über dich speichern\n- unrichtige Daten berichtigen zu lassen\n- deine Daten löschen zu lassen\n- deine Daten in einem strukturierten, gängigen Format zu erhalten (Datenübertragbarkeit)\n- der Verarbeitung auf Grundlage berechtigter Interessen und jederzeit der Direktwerbung zu widersprechen\n- in bestimmten Fällen die Einschränkung der Verarbeitung zu verlangen\n- deine Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung berührt wird',
          'Die meisten Angaben kannst du selbst in deinem Profil und deinen Einstellungen ändern. Für alle anderen Anliegen schreib bitte von der mit deinem Konto verknüpften Adresse an {{supportEmail}}; wir antworten innerhalb eines Monats und bitten dich gegebenenfalls, deine Identität nachzuweisen.',
          'Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem EU-Land, in dem du wohnst oder arbeitest, oder in dem {{companyName}} niedergelassen ist.',
        ],
      },
      {
        heading: '8. Sicherheit',
        paragraphs: [
          'Wir schützen deine Daten durch geeignete technische und organisatorische Maßnahmen, etwa verschlüsselte Verbindungen (HTTPS), gehashte Passwörter, Zugriffskontrollen und regelmäßige Sicherheitsupdates.',
          'Halte dein Passwort geheim und verwende es nicht für andere Websites. Wenn du vermutest, dass jemand anderes Zugriff auf dein Konto hat, ändere dein Passwort und wende dich an {{supportEmail}}.',
          'Kommt es zu einer Datenschutzverletzung, die ein Risiko für deine Daten darstellt, melden wir diese der Aufsichtsbehörde und informieren dich, soweit erforderlich, unverzüglich.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie-Richtlinie',
    intro:
      'Diese Richtlinie erklärt, welche Cookies und ähnlichen Technologien {{siteName}} verwendet und wie du sie steuern kannst.',
    sections: [
      {
        heading: '1. Was sind Cookies?',
        paragraphs: [
          'Cookies sind kleine Textdateien, die eine Website in deinem Browser speichert. Mit ihnen kann sich die Website zum Beispiel merken, dass du eingeloggt bist oder welche Sprache du bevorzugst.',
          'Ähnliche Technologien wie der lokale Speicher deines Browsers funktionieren vergleichbar. In dieser Richtlinie bezeichnen wir sie alle als Cookies.',
        ],
      },
      {
        heading: '2. Unbedingt erforderliche Cookies',
        paragraphs: [
          'Diese Cookies sind für den Betrieb von {{siteName}} notwendig und können nicht deaktiviert werden. Für sie ist keine Einwilligung nötig.',
          '- Sitzungscookie (Name beginnt mit „auth.“): hält dich eingeloggt; läuft nach 30 Tagen ab\n- Sprachcookie „i18n_redirected“: speichert die von dir gewählte Sprache; läuft nach 365 Tagen ab\n- Hinweis beim Betreten der Website (im lokalen Speicher): merkt sich, dass du den Hinweis auf Inhalte für Erwachsene geschlossen haben, damit er nicht bei jedem Besuch erscheint',
        ],
      },
      {
        heading: '3. Funktionale und Analyse-Cookies',
        paragraphs: [
          'Funktionale und Analyse-Cookies setzen wir nur mit deiner Einwilligung ein. Diese Cookies helfen uns, deine Einstellungen zu speichern und zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
          'Analysedaten werden ausschließlich in zusammengefasster Form genutzt. Du kannst deine Einwilligung jederzeit widerrufen; diese Cookies werden dann nicht mehr verwendet.',
        ],
      },
      {
        heading: '4. Cookies im Browser verwalten',
        paragraphs: [
          'Du kannst Cookies jederzeit in den Einstellungen deines Browsers einsehen und löschen oder ganz blockieren. Wie das geht, erfährst du in der Hilfe deines Browsers.',
          'Bitte beachte: Wenn du unbedingt erforderliche Cookies blockierst, kannst du dich nicht einloggen und Teile von {{siteName}} funktionieren nicht.',
        ],
      },
      {
        heading: '5. Kontakt',
        paragraphs: [
          'Du hast Fragen zu Cookies oder zum Umgang mit deinen personenbezogenen Daten? Schreib uns an {{supportEmail}}. Weitere Informationen findest du in unserer Datenschutzerklärung.',
        ],
      },
    ],
  },

  faq: {
    title: 'Häufig gestellte Fragen',
    intro:
      'Hier findest du Antworten auf die Fragen, die uns am häufigsten gestellt werden. Du findest nicht, was du suchst? Unser Kundenservice hilft dir gern weiter.',
    sections: [
      {
        heading: 'Wie funktionieren Credits?',
        paragraphs: [
          'Credits sind die Währung von {{siteName}}. Du brauchst sie zum Senden von Nachrichten und Geschenken sowie für einige weitere Funktionen; die Kosten werden dir immer angezeigt, bevor du Credits ausgibst.',
          'Du kaufst Credits in Paketen und kannst dein Guthaben jederzeit aufladen. Dein aktuelles Guthaben siehst du jederzeit in deinem Konto.',
        ],
      },
      {
        heading: 'Welche Vorteile bietet die Premium-Mitgliedschaft?',
        paragraphs: [
          'Mit deinem ersten Kauf eines beliebigen Credit-Pakets wirst du ohne Aufpreis lebenslang Premium-Mitglied. Als Premium-Mitglied siehst du alle Fotos anderer Mitglieder, kannst bis zu 25 Fotos hochladen und Chat-Funktionen nutzen, die Premium-Mitgliedern vorbehalten sind.',
          'Kostenlose Mitglieder können bis zu 3 Fotos hochladen und bis zu 2 Unterhaltungen beginnen.',
        ],
      },
      {
        heading: 'Ist die Registrierung kostenlos?',
        paragraphs: [
          'Ja. Die Erstellung eines Kontos und eines Profils ist kostenlos, und du kannst ohne Bezahlung Mitglieder suchen, Profile ansehen und liken. Neue Mitglieder erhalten außerdem eine begrenzte Anzahl kostenloser Nachrichten.',
          'Du zahlst nur, wenn du Credits kaufst. Es gibt kein Abonnement: Du entscheidest selbst, wann und wie viele Credits du kaufst.',
        ],
      },
      {
        heading: 'Warum muss ich meine E-Mail-Adresse bestätigen?',
        paragraphs: [
          'Mit der Bestätigung zeigst du, dass die E-Mail-Adresse wirklich dir gehört, und schützt dein Konto. Solange du deine Adresse nicht bestätigt hast, können andere Mitglieder nicht auf deine Nachrichten antworten.',
          'Klick auf den Link in der Aktivierungs-E-Mail, die wir dir nach der Registrierung gesendet haben. Keine E-Mail erhalten? Sieh in deinem Spam-Ordner nach oder wende dich an unseren Kundenservice.',
        ],
      },
      {
        heading: 'Sind alle Profile echt?',
        paragraphs: [
          'Die meisten Profile gehören echten Mitgliedern. Einige Profile sind jedoch fiktiv und werden von uns zu Unterhaltungszwecken betrieben.',
          'Fiktive Profile sind immer mit einem Symbol und einem Hinweis auf dem Profil gekennzeichnet. Ein reales Treffen mit ihnen ist nicht möglich; Einzelheiten findest du in unseren Allgemeinen Geschäftsbedingungen.',
        ],
      },
      {
        heading: 'Wie blockiere ich jemanden?',
        paragraphs: [
          'Öffne das Profil des Mitglieds und wähle „Blockieren“. Eure Unterhaltungen und Likes werden entfernt, und das Mitglied kann dein Profil nicht mehr ansehen und dich nicht mehr kontaktieren.',
          'Über das Profil kannst du die Blockierung jederzeit wieder aufheben. Wenn jemand gegen die Regeln verstößt, melde das Mitglied bitte zusätzlich.',
        ],
      },
      {
        heading: 'Wie lösche ich mein Konto?',
        paragraphs: [
          'Geh zu den Einstellungen und wähle dort die Löschung deines Kontos. Wenn du möchtest, kannst du uns mitteilen, warum du gehst; das hilft uns, besser zu werden.',
          'Dein Konto bleibt anschließend 14 Tage lang zur Löschung vorgemerkt. In dieser Zeit kannst du es über den Link in unserer E-Mail reaktivieren; danach wird es endgültig gelöscht.',
        ],
      },
      {
        heading: 'Wie ändere ich die Sprache?',
        paragraphs: [
          'Nutze das Sprachmenü oben auf der Seite. Welche Sprachen angeboten werden, hängt von deinem Land ab.',
          'Wenn du eingeloggt bist, wird deine Wahl in deinem Konto gespeichert, sodass {{siteName}} auch auf deinen anderen Geräten in dieser Sprache erscheint.',
        ],
      },
      {
        heading: 'Welche Zahlungsarten kann ich nutzen?',
        paragraphs: [
          'Je nach Land kannst du unter anderem per Kreditkarte, PayPal, Apple Pay, EPS, paysafecard, SEPA-Lastschrift oder Überweisung bezahlen. Die für dich verfügbaren Zahlungsarten siehst du beim Bezahlvorgang.',
          'Zahlungen werden von unseren Zahlungsdienstleistern sicher abgewickelt. Deine vollständigen Kartendaten sehen wir nie.',
        ],
      },
      {
        heading: 'Wie erreiche ich den Kundenservice?',
        paragraphs: [
          'Schreib uns an {{supportEmail}} oder ruf uns unter {{supportPhone}} an. Bitte nenne deinen Benutzernamen und bei Fragen zu einer Zahlung die Bestellnummer.',
          'Wir beantworten jede Nachricht so schnell wie möglich. Weitere Hilfe findest du auf unserer Kundenservice-Seite.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Rückgaberichtlinie',
    intro:
      'Diese Richtlinie erklärt dein Widerrufsrecht beim Kauf von Credits auf {{siteName}} und wie du eine Erstattung beantragst.',
    sections: [
      {
        heading: '1. Widerrufsrecht',
        paragraphs: [
          'Als Verbraucher kannst du einen Kauf von Credits innerhalb von {{refundDays}} Tagen ohne Angabe von Gründen widerrufen. Die Widerrufsfrist beginnt an dem Tag, an dem dein Kauf abgeschlossen wird.',
        ],
      },
      {
        heading: '2. Digitale Inhalte und bereits verbrauchte Credits',
        paragraphs: [
          'Credits sind digitale Inhalte, die unmittelbar nach der Zahlung bereitgestellt werden. Beim Kauf stimmst du zu, dass die Bereitstellung sofort beginnt, und nimmst zur Kenntnis, dass dein Widerrufsrecht für die von dir verbrauchten Credits erlischt.',
          'Ein Widerruf ist daher für noch nicht verbrauchte Credits möglich. Credits, die du bereits für Nachrichten, Geschenke oder andere Funktionen eingesetzt hast, können nicht erstattet werden.',
          'Wurde ein Paket teilweise genutzt, erstatten wir den Wert der nicht verbrauchten Credits anteilig zum gezahlten Paketpreis.',
        ],
      },
      {
        heading: '3. So beantragst du eine Erstattung',
        paragraphs: [
          'Schick innerhalb von {{refundDays}} Tagen nach deinem Kauf eine E-Mail an {{supportEmail}}. Gib dabei bitte deinen Benutzernamen, die E-Mail-Adresse deines Kontos und die Bestellnummer des Kaufs an.',
          'Die Bestellnummer findest du in der Transaktionsübersicht deines Kontos. Wir bestätigen dir den Eingang deines Antrags per E-Mail.',
        ],
      },
      {
        heading: '4. Art und Zeitpunkt der Erstattung',
        paragraphs: [
          'Wir erstatten den Betrag über die Zahlungsart, die du beim Kauf verwendet hast, sofern wir mit dir nicht ausdrücklich etwas anderes vereinbaren. Für die Erstattung fallen für dich keine Gebühren an.',
          'Die Erstattung erfolgt spätestens 14 Tage nach Eingang deines Antrags. Die erstatteten Credits werden aus deinem Konto entfernt.',
        ],
      },
      {
        heading: '5. Beschwerden',
        paragraphs: [
          'Du bist mit unserem Service oder der Bearbeitung deines Antrags nicht zufrieden? Teil uns das an {{supportEmail}} mit und beschreib dein Anliegen möglichst genau.',
          'Wir antworten innerhalb von 14 Tagen. Benötigt die Bearbeitung mehr Zeit, teilen wir dir mit, wann du mit einer vollständigen Antwort rechnen kannst.',
          'Finden wir gemeinsam keine Lösung, kannst du die Streitigkeit einer Stelle zur alternativen Streitbeilegung oder dem zuständigen Gericht vorlegen.',
        ],
      },
    ],
  },

  service: {
    title: 'Kundenservice',
    intro: 'Du hast Fragen, Anmerkungen oder brauchst Hilfe? Unser Kundenservice-Team unterstützt dich gern.',
    sections: [
      {
        heading: '1. So erreichst du uns',
        paragraphs: [
          '- E-Mail: {{supportEmail}}\n- Telefon: {{supportPhone}}',
          'Telefonisch erreichst du uns werktags zu den üblichen Geschäftszeiten (mitteleuropäische Zeit). E-Mails beantworten wir so schnell wie möglich.',
          'Bitte nenne immer deinen Benutzernamen, damit wir dir schnell helfen können.',
        ],
      },
      {
        heading: '2. Fragen zu Zahlungen',
        paragraphs: [
          'Bei Fragen zu einer Zahlung, zu Credits oder zu einer Erstattung gib bitte die Bestellnummer, das Datum und den Betrag an. Deine Bestellungen findest du in der Transaktionsübersicht deines Kontos.',
          'Deine Credits werden nach einer erfolgreichen Zahlung nicht angezeigt? Warte einige Minuten und lade die Seite neu, bevor du uns kontaktierst. Bei manchen Zahlungsarten, etwa einer Überweisung, dauert die Bestätigung länger.',
          'Informationen zu Erstattungen findest du in unserer Rückgaberichtlinie.',
        ],
      },
      {
        heading: '3. Hilfe zu Konto und Login',
        paragraphs: [
          'Passwort vergessen? Über den entsprechenden Link auf der Login-Seite bekommst du per E-Mail einen Link zum Zurücksetzen. Der Link ist nur begrenzte Zeit gültig; ist er abgelaufen, fordere einfach einen neuen an.',
          'Du hast keine Aktivierungs- oder Zurücksetzungs-E-Mail erhalten? Sieh in deinem Spam-Ordner nach und prüfe, ob deine E-Mail-Adresse richtig geschrieben ist.',
          'Nach zu vielen fehlgeschlagenen Login-Versuchen wird dein Konto aus Sicherheitsgründen vorübergehend gesperrt. Warte einige Minuten und versuche es dann erneut.',
          'Du hast dein Konto versehentlich gelöscht? Innerhalb von 14 Tagen kannst du es über den Link in unserer E-Mail reaktivieren oder dich an uns wenden.',
        ],
      },
      {
        heading: '4. Ein Mitglied oder einen Inhalt melden',
        paragraphs: [
          'Wenn sich ein Mitglied unangemessen verhält, um Geld bittet, jünger als {{minimumAge}} zu sein scheint oder Inhalte veröffentlicht, die gegen unsere Bedingungen verstoßen, melde das bitte an {{supportEmail}}. Nenne den Benutzernamen des Mitglieds und beschreib kurz, was passiert ist.',
          'Wir prüfen jede Meldung sorgfältig und greifen ein, wo es nötig ist. Du kannst das Mitglied außerdem sofort über sein Profil blockieren.',
        ],
      },
      {
        heading: '5. Angaben zum Unternehmen',
        paragraphs: [
          '{{siteName}} ist ein Angebot von:',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Handelskammer (KvK): {{kvk}}\n- USt-IdNr.: {{vatNumbers}}\n- Handelsnamen: {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Zugang eingeschränkt',
    intro:
      'Dein Zugang zu {{siteName}} wurde eingeschränkt. Hier erfährst du, warum das geschieht und was du tun kannst.',
    sections: [
      {
        heading: '1. Dein Zugang wurde eingeschränkt',
        paragraphs: [
          'Wir schränken den Zugang ein, wenn wir Grund zu der Annahme haben, dass gegen unsere Allgemeinen Geschäftsbedingungen verstoßen wurde. Das kann zum Beispiel nach schweren oder wiederholten Verstößen gegen unsere Verhaltensregeln geschehen, bei dem Verdacht, dass eine Person jünger als {{minimumAge}} ist, oder bei Verdacht auf Betrug oder Missbrauch von Zahlungsmitteln.',
          'Solange die Einschränkung besteht, kannst du dich nicht einloggen und den Dienst nicht nutzen.',
        ],
      },
      {
        heading: '2. Was du tun kannst',
        paragraphs: [
          'Wenn du glaubst, dass es sich um einen Irrtum handelt, schreib von der mit deinem Konto verknüpften Adresse an {{supportEmail}}. Nenne bitte deinen Benutzernamen und alle Informationen, die uns weiterhelfen können.',
          'Wir prüfen jede Anfrage einzeln. Das dauert in der Regel einige Werktage; über das Ergebnis informieren wir dich per E-Mail.',
        ],
      },
      {
        heading: '3. Einspruch',
        paragraphs: [
          'Wenn du mit unserer Entscheidung nicht einverstanden bist, kannst du Einspruch einlegen, indem du auf unsere E-Mail antwortest und deine Gründe darlegst. Dein Einspruch wird von einem anderen Mitglied unseres Teams geprüft.',
          'Deine Rechte nach geltendem Recht bleiben davon unberührt.',
        ],
      },
    ],
  },

  '2257': {
    title: 'Erklärung zur Einhaltung von 18 U.S.C. 2257',
    intro:
      '{{siteName}} ist ein Online-Dating- und Chat-Dienst für Erwachsene. Diese Erklärung betrifft das Alter der Personen, die in Bildinhalten auf der Website zu sehen sind.',
    sections: [
      {
        heading: '1. Erklärung',
        paragraphs: [
          'Alle Personen, die in vom Betreiber von {{siteName}} produzierten Bildinhalten zu sehen sind, waren zum Zeitpunkt der Entstehung dieser Inhalte mindestens 18 Jahre alt.',
          'Dies gilt für alle derartigen Inhalte, einschließlich der Fotos in unserem Werbematerial und auf von uns betriebenen Profilen.',
        ],
      },
      {
        heading: '2. Von Mitgliedern hochgeladene Inhalte',
        paragraphs: [
          'Mitglieder laden ihre eigenen Fotos hoch. Mit der Erstellung eines Kontos und dem Hochladen von Fotos bestätigt jedes Mitglied, dass es mindestens {{minimumAge}} Jahre alt ist, dass alle abgebildeten Personen volljährig sind und dass es die Rechte an den Fotos besitzt oder zu deren Nutzung berechtigt ist.',
          'Für die von Mitgliedern hochgeladenen Inhalte ist der Betreiber nicht Primärproduzent (primary producer) im Sinne von 18 U.S.C. 2257. Dennoch prüfen wir hochgeladene Fotos und entfernen alle Inhalte, die möglicherweise Minderjährige zeigen.',
        ],
      },
      {
        heading: '3. Verwahrer der Unterlagen',
        paragraphs: [
          'Die nach 18 U.S.C. 2257 erforderlichen Unterlagen zu den vom Betreiber produzierten Inhalten werden vom Verwahrer der Unterlagen (Custodian of Records) aufbewahrt bei:',
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
