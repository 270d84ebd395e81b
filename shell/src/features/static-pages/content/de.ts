import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    intro:
      'Diese Bedingungen gelten für jede Nutzung von {{siteName}}. Bitte lesen Sie sie sorgfältig, bevor Sie ein Konto erstellen oder Credits kaufen. Stand: {{termsDate}}.',
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
        heading: '2. Teilnahmevoraussetzungen und Ihr Konto',
        paragraphs: [
          'Sie dürfen {{siteName}} nur nutzen, wenn Sie mindestens {{minimumAge}} Jahre alt sind. Wir können Sie bitten, Ihr Alter zu bestätigen, und schließen jedes Konto, bei dem wir Grund zu der Annahme haben, dass es einer minderjährigen Person gehört.',
          'Jede Person darf nur ein Konto besitzen. Ihr Konto ist persönlich: Geben Sie Ihre Zugangsdaten nicht weiter und lassen Sie niemand anderen Ihr Konto nutzen.',
          'Machen Sie bei der Anmeldung zutreffende und wahrheitsgemäße Angaben und halten Sie diese aktuell. Sie sind für alle Aktivitäten unter Ihrem Konto verantwortlich.',
          'Mit der Erstellung eines Kontos akzeptieren Sie diese Bedingungen und unsere Datenschutzerklärung.',
        ],
      },
      {
        heading: '3. Credits, Premium-Mitgliedschaft und Zahlungen',
        paragraphs: [
          'Das Senden von Nachrichten und Geschenken sowie einige weitere Funktionen kosten Credits. Credits werden in Paketen verkauft; die Kosten einer Funktion werden Ihnen angezeigt, bevor Sie sie nutzen. Alle Preise verstehen sich inklusive Mehrwertsteuer.',
          'Mit Ihrem ersten Kauf eines beliebigen Credit-Pakets werden Sie ohne Aufpreis lebenslang Premium-Mitglied. Premium-Mitglieder sehen alle Fotos anderer Mitglieder und können bis zu 25 eigene Fotos hochladen.',
          'Kostenlose Mitglieder können bis zu 3 Fotos hochladen, bis zu 2 Unterhaltungen beginnen und eine begrenzte Anzahl kostenloser Nachrichten senden. Einige Fotos anderer Mitglieder sind nur für Premium-Mitglieder sichtbar.',
          'Mit dem Abschluss einer Zahlung akzeptieren Sie die beim Bezahlvorgang angezeigten Zahlungsbedingungen, einschließlich der Speicherung Ihrer Zahlungsdaten für künftige Käufe. Die Credits werden Ihrem Konto gutgeschrieben, sobald die Zahlung bestätigt ist.',
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
          'Begegnen Sie anderen Mitgliedern mit Respekt. Folgendes ist auf {{siteName}} nicht erlaubt:',
          '- Belästigung, Drohungen, Hassrede oder Diskriminierung\n- jegliche Inhalte, die Minderjährige zeigen oder betreffen\n- Werbung, gewerbliche Angebote, Spam oder Geldforderungen\n- sich als eine andere Person auszugeben oder Fotos zu verwenden, an denen Sie keine Rechte haben\n- personenbezogene Daten anderer ohne deren Einwilligung weiterzugeben',
          'Sie können jedes Mitglied über sein Profil blockieren. Dabei werden Ihre Unterhaltungen und Likes mit diesem Mitglied entfernt und jeder weitere Kontakt wird verhindert. Außerdem können Sie ein Mitglied oder einen Inhalt unserem Kundenservice melden.',
          'Bei Verstößen gegen diese Regeln können wir Inhalte entfernen, Ihr Konto sperren oder Ihren Zugang zu {{siteName}} dauerhaft einschränken.',
        ],
      },
      {
        heading: '6. Kündigung und Löschung des Kontos',
        paragraphs: [
          'Sie können Ihr Konto jederzeit in Ihren Kontoeinstellungen löschen. Sie müssen keinen Grund angeben, wir freuen uns aber über Ihre Rückmeldung.',
          'Nach der Löschung bleibt Ihr Konto 14 Tage lang zur Löschung vorgemerkt. In dieser Zeit können Sie es über den Link in der E-Mail, die wir Ihnen senden, reaktivieren; nach 14 Tagen werden Ihr Konto und Ihr Profil endgültig gelöscht.',
          'Ihr verbleibendes Guthaben an Credits bleibt erhalten, wenn Sie Ihr Konto innerhalb von 14 Tagen reaktivieren. Nach der endgültigen Löschung können nicht verbrauchte Credits nicht mehr genutzt werden und werden nicht ausgezahlt, sofern unsere Rückgaberichtlinie oder zwingendes Recht nichts anderes vorsieht.',
          'Wir können ein Konto schließen, das schwerwiegend oder wiederholt gegen diese Bedingungen verstößt. Wo es angemessen ist, teilen wir Ihnen den Grund mit.',
        ],
      },
      {
        heading: '7. Widerrufsrecht und Erstattungen',
        paragraphs: [
          'Als Verbraucher haben Sie beim Kauf von Credits ein Widerrufsrecht von {{refundDays}} Tagen zu den in unserer Rückgaberichtlinie beschriebenen Bedingungen.',
          'Da Credits digitale Inhalte sind, die sofort bereitgestellt werden, gilt das Widerrufsrecht nicht für bereits verbrauchte Credits. In unserer Rückgaberichtlinie erfahren Sie, wie Sie eine Erstattung für nicht verbrauchte Credits beantragen.',
        ],
      },
      {
        heading: '8. Haftung und Änderungen',
        paragraphs: [
          'Wir setzen alles daran, {{siteName}} verfügbar und sicher zu halten, können aber keinen unterbrechungs- oder fehlerfreien Betrieb garantieren. Für Äußerungen und Handlungen von Mitgliedern sowie für Treffen, die Mitglieder untereinander vereinbaren, sind wir nicht verantwortlich.',
          'Unsere Haftung ist auf den Betrag beschränkt, den Sie uns für Credits gezahlt haben, außer bei Vorsatz oder grober Fahrlässigkeit oder soweit zwingendes Recht eine solche Beschränkung nicht zulässt.',
          'Wir können diese Bedingungen ändern, etwa wenn wir neue Funktionen einführen oder sich die Rechtslage ändert. Über wesentliche Änderungen informieren wir die Mitglieder rechtzeitig; das Datum oben zeigt, welche Fassung aktuell gilt.',
        ],
      },
      {
        heading: '9. Anwendbares Recht und Kontakt',
        paragraphs: [
          'Es gilt das Recht des Landes, in dem {{companyName}} seinen Sitz hat ({{companyCountry}}). Zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben davon unberührt.',
          'Bei Meinungsverschiedenheiten suchen wir immer zuerst gemeinsam mit Ihnen nach einer Lösung. Gelingt dies nicht, wird die Streitigkeit dem zuständigen Gericht vorgelegt; Ihre Rechte als Verbraucher bleiben davon unberührt.',
          'Sie haben Fragen zu diesen Bedingungen? Kontaktieren Sie uns per E-Mail an {{supportEmail}} oder telefonisch unter {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Datenschutzerklärung',
    intro:
      'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Diese Erklärung beschreibt, welche Daten {{siteName}} verarbeitet, zu welchem Zweck und welche Rechte Ihnen nach der Datenschutz-Grundverordnung (DSGVO) zustehen.',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, eingetragen bei der Handelskammer (KvK) unter der Nummer {{kvk}}.',
          'Bei Fragen zum Datenschutz erreichen Sie uns per E-Mail an {{supportEmail}} oder telefonisch unter {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Welche Daten wir erheben',
        paragraphs: [
          'Je nachdem, wie Sie {{siteName}} nutzen, verarbeiten wir folgende Daten:',
          '- Kontodaten: E-Mail-Adresse, Benutzername, Passwort (nur als Hashwert gespeichert) und Geburtsdatum\n- Profildaten: Geschlecht, Orientierung, Region und Ort, Beschreibung, Interessen und weitere Angaben, die Sie freiwillig machen\n- Nachrichten, Likes und Geschenke, die Sie senden und empfangen\n- Fotos, die Sie hochladen\n- Zahlungsreferenzen: Bestellnummer, Betrag, Zahlungsart und Status (Ihre vollständigen Karten- oder Bankdaten verarbeiten unsere Zahlungsdienstleister)\n- Geräte- und Nutzungsdaten: IP-Adresse, Browsertyp, Spracheinstellungen, Anmeldezeiten und besuchte Seiten\n- Cookies und ähnliche Technologien, wie in unserer Cookie-Richtlinie beschrieben',
          'Manche Profilangaben, etwa Ihre sexuelle Orientierung, betreffen Ihr Privatleben. Ob Sie diese angeben, entscheiden allein Sie; wir verarbeiten sie auf Grundlage Ihrer ausdrücklichen Einwilligung und nur zur Erbringung des Dienstes.',
        ],
      },
      {
        heading: '3. Zwecke und Rechtsgrundlagen',
        paragraphs: [
          'Wir nutzen Ihre Daten nur für klar festgelegte Zwecke, jeweils auf einer Rechtsgrundlage der DSGVO:',
          '- Einrichtung und Verwaltung Ihres Kontos, Anzeige Ihres Profils und Zustellung Ihrer Nachrichten (Erfüllung unseres Vertrags mit Ihnen)\n- Abwicklung von Zahlungen und Buchhaltung (Vertragserfüllung und gesetzliche Pflichten)\n- Sicherheit der Plattform, Betrugsprävention und Prüfung der Volljährigkeit (berechtigtes Interesse und gesetzliche Pflichten)\n- Versand von Service-E-Mails, etwa zur Bestätigung Ihrer E-Mail-Adresse, und der von Ihnen aktivierten Benachrichtigungen (Vertragserfüllung)\n- Versand von Newslettern und Angeboten sowie Einsatz nicht notwendiger Cookies (Ihre Einwilligung, die Sie jederzeit widerrufen können)\n- Verbesserung des Dienstes anhand zusammengefasster Statistiken (berechtigtes Interesse)',
          'Ihre E-Mail-Einstellungen können Sie jederzeit in den Benachrichtigungseinstellungen oder über den Abmeldelink in jeder E-Mail ändern.',
        ],
      },
      {
        heading: '4. Was andere sehen können',
        paragraphs: [
          'Andere Mitglieder und Besucher sehen Ihren Benutzernamen, Ihr Alter (nie Ihr Geburtsdatum), Ihre Region und Ihren Ort, die von Ihnen ausgefüllten Profilangaben und die Fotos, die Sie teilen. Einige Fotos sind nur für Premium-Mitglieder sichtbar.',
          'Ihr genauer Standort wird anderen niemals angezeigt. Wenn Sie die Standortbestimmung erlauben, nutzen wir sie nur, um Ihre Region und Ihren Ort zu ermitteln und Ihnen Mitglieder in Ihrer Nähe zu zeigen.',
          'Ihre E-Mail-Adresse, Ihre Zahlungsdaten und Ihre Nachrichten sind für andere Mitglieder nie sichtbar, mit Ausnahme der Nachrichten, die Sie mit ihnen austauschen.',
        ],
      },
      {
        heading: '5. Weitergabe und Auftragsverarbeiter',
        paragraphs: [
          'Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht an Dritte für deren eigene Werbezwecke weiter.',
          'Wir arbeiten mit sorgfältig ausgewählten Dienstleistern zusammen, die Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags verarbeiten: Zahlungsdienstleister, Hosting- und Speicheranbieter sowie E-Mail-Versanddienste. Sie dürfen Ihre Daten ausschließlich zur Erbringung ihrer Leistungen für uns verwenden.',
          'Sitzt ein Dienstleister außerhalb des Europäischen Wirtschaftsraums, stellen wir ein angemessenes Schutzniveau sicher, zum Beispiel durch die Standardvertragsklauseln der Europäischen Kommission. An Behörden geben wir Daten nur weiter, wenn wir gesetzlich dazu verpflichtet sind.',
        ],
      },
      {
        heading: '6. Speicherdauer',
        paragraphs: [
          'Wir speichern Ihre Daten, solange Sie ein Konto haben. Wenn Sie Ihr Konto löschen, bleibt es 14 Tage lang zur Löschung vorgemerkt, damit Sie es noch reaktivieren können; danach löschen oder anonymisieren wir Ihr Profil, Ihre Fotos und Ihre Nachrichten.',
          'Rechnungen und Zahlungsbelege bewahren wir so lange auf, wie es steuer- und handelsrechtliche Vorschriften verlangen. Sicherheitsprotokolle werden nur für begrenzte Zeit gespeichert und anschließend gelöscht.',
        ],
      },
      {
        heading: '7. Ihre Rechte',
        paragraphs: [
          'Nach der DSGVO haben Sie das Recht,',
          '- Auskunft über die personenbezogenen Daten zu erhalten, die wir über Sie speichern\n- unrichtige Daten berichtigen zu lassen\n- Ihre Daten löschen zu lassen\n- Ihre Daten in einem strukturierten, gängigen Format zu erhalten (Datenübertragbarkeit)\n- der Verarbeitung auf Grundlage berechtigter Interessen und jederzeit der Direktwerbung zu widersprechen\n- in bestimmten Fällen die Einschränkung der Verarbeitung zu verlangen\n- Ihre Einwilligung jederzeit zu widerrufen, ohne dass die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung berührt wird',
          'Die meisten Angaben können Sie selbst in Ihrem Profil und Ihren Einstellungen ändern. Für alle anderen Anliegen schreiben Sie bitte von der mit Ihrem Konto verknüpften Adresse an {{supportEmail}}; wir antworten innerhalb eines Monats und bitten Sie gegebenenfalls, Ihre Identität nachzuweisen.',
          'Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, insbesondere in dem EU-Land, in dem Sie wohnen oder arbeiten, oder in dem {{companyName}} niedergelassen ist.',
        ],
      },
      {
        heading: '8. Sicherheit',
        paragraphs: [
          'Wir schützen Ihre Daten durch geeignete technische und organisatorische Maßnahmen, etwa verschlüsselte Verbindungen (HTTPS), gehashte Passwörter, Zugriffskontrollen und regelmäßige Sicherheitsupdates.',
          'Halten Sie Ihr Passwort geheim und verwenden Sie es nicht für andere Websites. Wenn Sie vermuten, dass jemand anderes Zugriff auf Ihr Konto hat, ändern Sie Ihr Passwort und wenden Sie sich an {{supportEmail}}.',
          'Kommt es zu einer Datenschutzverletzung, die ein Risiko für Ihre Daten darstellt, melden wir diese der Aufsichtsbehörde und informieren Sie, soweit erforderlich, unverzüglich.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie-Richtlinie',
    intro:
      'Diese Richtlinie erklärt, welche Cookies und ähnlichen Technologien {{siteName}} verwendet und wie Sie diese steuern können.',
    sections: [
      {
        heading: '1. Was sind Cookies?',
        paragraphs: [
          'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Mit ihnen kann sich die Website zum Beispiel merken, dass Sie angemeldet sind oder welche Sprache Sie bevorzugen.',
          'Ähnliche Technologien wie der lokale Speicher Ihres Browsers funktionieren vergleichbar. In dieser Richtlinie bezeichnen wir sie alle als Cookies.',
        ],
      },
      {
        heading: '2. Unbedingt erforderliche Cookies',
        paragraphs: [
          'Diese Cookies sind für den Betrieb von {{siteName}} notwendig und können nicht deaktiviert werden. Sie erfordern keine Einwilligung.',
          '- Sitzungscookie (Name beginnt mit „auth.“): hält Sie angemeldet; läuft nach 30 Tagen ab\n- Sprachcookie „i18n_redirected“: speichert die von Ihnen gewählte Sprache; läuft nach 365 Tagen ab\n- Hinweis beim Betreten der Website (im lokalen Speicher): merkt sich, dass Sie den Hinweis auf Inhalte für Erwachsene geschlossen haben, damit er nicht bei jedem Besuch erscheint',
        ],
      },
      {
        heading: '3. Funktionale und Analyse-Cookies',
        paragraphs: [
          'Funktionale und Analyse-Cookies setzen wir nur mit Ihrer Einwilligung ein. Sie helfen uns, Ihre Einstellungen zu speichern und zu verstehen, wie die Website genutzt wird, damit wir sie verbessern können.',
          'Analysedaten werden ausschließlich in zusammengefasster Form genutzt. Sie können Ihre Einwilligung jederzeit widerrufen; diese Cookies werden dann nicht mehr verwendet.',
        ],
      },
      {
        heading: '4. Cookies im Browser verwalten',
        paragraphs: [
          'Sie können Cookies jederzeit in den Einstellungen Ihres Browsers einsehen und löschen oder ganz blockieren. Wie das geht, erfahren Sie in der Hilfe Ihres Browsers.',
          'Bitte beachten Sie: Wenn Sie unbedingt erforderliche Cookies blockieren, können Sie sich nicht anmelden und Teile von {{siteName}} funktionieren nicht.',
        ],
      },
      {
        heading: '5. Kontakt',
        paragraphs: [
          'Haben Sie Fragen zu Cookies oder zum Umgang mit Ihren personenbezogenen Daten? Schreiben Sie uns an {{supportEmail}}. Weitere Informationen finden Sie in unserer Datenschutzerklärung.',
        ],
      },
    ],
  },

  faq: {
    title: 'Häufig gestellte Fragen',
    intro:
      'Hier finden Sie Antworten auf die Fragen, die uns am häufigsten gestellt werden. Sie finden nicht, was Sie suchen? Unser Kundenservice hilft Ihnen gern weiter.',
    sections: [
      {
        heading: 'Wie funktionieren Credits?',
        paragraphs: [
          'Credits sind die Währung von {{siteName}}. Sie benötigen sie zum Senden von Nachrichten und Geschenken sowie für einige weitere Funktionen; die Kosten werden Ihnen immer angezeigt, bevor Sie Credits ausgeben.',
          'Sie kaufen Credits in Paketen und können Ihr Guthaben jederzeit aufladen. Ihr aktuelles Guthaben sehen Sie jederzeit in Ihrem Konto.',
        ],
      },
      {
        heading: 'Welche Vorteile bietet die Premium-Mitgliedschaft?',
        paragraphs: [
          'Mit Ihrem ersten Kauf eines beliebigen Credit-Pakets werden Sie ohne Aufpreis lebenslang Premium-Mitglied. Als Premium-Mitglied sehen Sie alle Fotos anderer Mitglieder, können bis zu 25 Fotos hochladen und Chat-Funktionen nutzen, die Premium-Mitgliedern vorbehalten sind.',
          'Kostenlose Mitglieder können bis zu 3 Fotos hochladen und bis zu 2 Unterhaltungen beginnen.',
        ],
      },
      {
        heading: 'Ist die Anmeldung kostenlos?',
        paragraphs: [
          'Ja. Die Erstellung eines Kontos und eines Profils ist kostenlos, und Sie können ohne Bezahlung Mitglieder suchen, Profile ansehen und liken. Neue Mitglieder erhalten außerdem eine begrenzte Anzahl kostenloser Nachrichten.',
          'Sie zahlen nur, wenn Sie Credits kaufen. Es gibt kein Abonnement: Sie entscheiden selbst, wann und wie viele Credits Sie kaufen.',
        ],
      },
      {
        heading: 'Warum muss ich meine E-Mail-Adresse bestätigen?',
        paragraphs: [
          'Mit der Bestätigung zeigen Sie, dass die E-Mail-Adresse wirklich Ihnen gehört, und schützen Ihr Konto. Solange Sie Ihre Adresse nicht bestätigt haben, können andere Mitglieder nicht auf Ihre Nachrichten antworten.',
          'Klicken Sie auf den Link in der Aktivierungs-E-Mail, die wir Ihnen nach der Anmeldung gesendet haben. Keine E-Mail erhalten? Sehen Sie in Ihrem Spam-Ordner nach oder wenden Sie sich an unseren Kundenservice.',
        ],
      },
      {
        heading: 'Sind alle Profile echt?',
        paragraphs: [
          'Die meisten Profile gehören echten Mitgliedern. Einige Profile sind jedoch fiktiv und werden von uns zu Unterhaltungszwecken betrieben.',
          'Fiktive Profile sind immer mit einem Symbol und einem Hinweis auf dem Profil gekennzeichnet. Ein reales Treffen mit ihnen ist nicht möglich; Einzelheiten finden Sie in unseren Allgemeinen Geschäftsbedingungen.',
        ],
      },
      {
        heading: 'Wie blockiere ich jemanden?',
        paragraphs: [
          'Öffnen Sie das Profil des Mitglieds und wählen Sie „Blockieren“. Ihre Unterhaltungen und Likes mit diesem Mitglied werden entfernt, und es kann Ihr Profil nicht mehr ansehen und Sie nicht mehr kontaktieren.',
          'Über das Profil können Sie die Blockierung jederzeit wieder aufheben. Wenn jemand gegen die Regeln verstößt, melden Sie dies bitte zusätzlich unserem Kundenservice.',
        ],
      },
      {
        heading: 'Wie lösche ich mein Konto?',
        paragraphs: [
          'Gehen Sie zu den Einstellungen und wählen Sie dort die Löschung Ihres Kontos. Wenn Sie möchten, können Sie uns mitteilen, warum Sie gehen; das hilft uns, besser zu werden.',
          'Ihr Konto bleibt anschließend 14 Tage lang zur Löschung vorgemerkt. In dieser Zeit können Sie es über den Link in unserer E-Mail reaktivieren; danach wird es endgültig gelöscht.',
        ],
      },
      {
        heading: 'Wie ändere ich die Sprache?',
        paragraphs: [
          'Nutzen Sie das Sprachmenü oben auf der Seite. Welche Sprachen angeboten werden, hängt von Ihrem Land ab.',
          'Wenn Sie angemeldet sind, wird Ihre Wahl in Ihrem Konto gespeichert, sodass {{siteName}} auch auf Ihren anderen Geräten in dieser Sprache erscheint.',
        ],
      },
      {
        heading: 'Welche Zahlungsarten kann ich nutzen?',
        paragraphs: [
          'Je nach Land können Sie unter anderem per Kreditkarte, PayPal, Apple Pay, EPS, paysafecard, SEPA-Lastschrift oder Überweisung bezahlen. Die für Sie verfügbaren Zahlungsarten sehen Sie beim Bezahlvorgang.',
          'Zahlungen werden von unseren Zahlungsdienstleistern sicher abgewickelt. Ihre vollständigen Kartendaten sehen wir nie.',
        ],
      },
      {
        heading: 'Wie erreiche ich den Kundenservice?',
        paragraphs: [
          'Schreiben Sie uns an {{supportEmail}} oder rufen Sie uns unter {{supportPhone}} an. Bitte nennen Sie Ihren Benutzernamen und bei Fragen zu einer Zahlung die Bestellnummer.',
          'Wir beantworten jede Nachricht so schnell wie möglich. Weitere Hilfe finden Sie auf unserer Kundenservice-Seite.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Rückgaberichtlinie',
    intro:
      'Diese Richtlinie erklärt Ihr Widerrufsrecht beim Kauf von Credits auf {{siteName}} und wie Sie eine Erstattung beantragen.',
    sections: [
      {
        heading: '1. Widerrufsrecht',
        paragraphs: [
          'Als Verbraucher können Sie einen Kauf von Credits innerhalb von {{refundDays}} Tagen ohne Angabe von Gründen widerrufen. Die Widerrufsfrist beginnt an dem Tag, an dem Ihr Kauf abgeschlossen wird.',
        ],
      },
      {
        heading: '2. Digitale Inhalte und bereits verbrauchte Credits',
        paragraphs: [
          'Credits sind digitale Inhalte, die unmittelbar nach der Zahlung bereitgestellt werden. Beim Kauf stimmen Sie zu, dass die Bereitstellung sofort beginnt, und nehmen zur Kenntnis, dass Ihr Widerrufsrecht für die von Ihnen verbrauchten Credits erlischt.',
          'Ein Widerruf ist daher für noch nicht verbrauchte Credits möglich. Credits, die Sie bereits für Nachrichten, Geschenke oder andere Funktionen eingesetzt haben, können nicht erstattet werden.',
          'Wurde ein Paket teilweise genutzt, erstatten wir den Wert der nicht verbrauchten Credits anteilig zum gezahlten Paketpreis.',
        ],
      },
      {
        heading: '3. So beantragen Sie eine Erstattung',
        paragraphs: [
          'Senden Sie innerhalb von {{refundDays}} Tagen nach Ihrem Kauf eine E-Mail an {{supportEmail}}. Geben Sie dabei bitte Ihren Benutzernamen, die E-Mail-Adresse Ihres Kontos und die Bestellnummer des Kaufs an.',
          'Die Bestellnummer finden Sie in der Transaktionsübersicht Ihres Kontos. Wir bestätigen Ihnen den Eingang Ihres Antrags per E-Mail.',
        ],
      },
      {
        heading: '4. Art und Zeitpunkt der Erstattung',
        paragraphs: [
          'Wir erstatten den Betrag über die Zahlungsart, die Sie beim Kauf verwendet haben, sofern wir mit Ihnen nicht ausdrücklich etwas anderes vereinbaren. Für die Erstattung fallen für Sie keine Gebühren an.',
          'Die Erstattung erfolgt spätestens 14 Tage nach Eingang Ihres Antrags. Die erstatteten Credits werden aus Ihrem Konto entfernt.',
        ],
      },
      {
        heading: '5. Beschwerden',
        paragraphs: [
          'Sie sind mit unserem Service oder der Bearbeitung Ihres Antrags nicht zufrieden? Teilen Sie uns dies an {{supportEmail}} mit und beschreiben Sie Ihr Anliegen möglichst genau.',
          'Wir antworten innerhalb von 14 Tagen. Benötigt die Bearbeitung mehr Zeit, teilen wir Ihnen mit, wann Sie mit einer vollständigen Antwort rechnen können.',
          'Finden wir gemeinsam keine Lösung, können Sie die Streitigkeit einer Stelle zur alternativen Streitbeilegung oder dem zuständigen Gericht vorlegen.',
        ],
      },
    ],
  },

  service: {
    title: 'Kundenservice',
    intro:
      'Sie haben Fragen, Anmerkungen oder brauchen Hilfe? Unser Kundenservice-Team unterstützt Sie gern.',
    sections: [
      {
        heading: '1. So erreichen Sie uns',
        paragraphs: [
          '- E-Mail: {{supportEmail}}\n- Telefon: {{supportPhone}}',
          'Telefonisch erreichen Sie uns werktags zu den üblichen Geschäftszeiten (mitteleuropäische Zeit). E-Mails beantworten wir so schnell wie möglich.',
          'Bitte nennen Sie immer Ihren Benutzernamen, damit wir Ihnen schnell helfen können.',
        ],
      },
      {
        heading: '2. Fragen zu Zahlungen',
        paragraphs: [
          'Bei Fragen zu einer Zahlung, zu Credits oder zu einer Erstattung geben Sie bitte die Bestellnummer, das Datum und den Betrag an. Ihre Bestellungen finden Sie in der Transaktionsübersicht Ihres Kontos.',
          'Ihre Credits werden nach einer erfolgreichen Zahlung nicht angezeigt? Warten Sie einige Minuten und laden Sie die Seite neu, bevor Sie uns kontaktieren. Bei manchen Zahlungsarten, etwa einer Überweisung, dauert die Bestätigung länger.',
          'Informationen zu Erstattungen finden Sie in unserer Rückgaberichtlinie.',
        ],
      },
      {
        heading: '3. Hilfe zu Konto und Anmeldung',
        paragraphs: [
          'Passwort vergessen? Über den entsprechenden Link auf der Anmeldeseite erhalten Sie per E-Mail einen Link zum Zurücksetzen. Der Link ist nur begrenzte Zeit gültig; ist er abgelaufen, fordern Sie einfach einen neuen an.',
          'Sie haben keine Aktivierungs- oder Zurücksetzungs-E-Mail erhalten? Sehen Sie in Ihrem Spam-Ordner nach und prüfen Sie, ob Ihre E-Mail-Adresse richtig geschrieben ist.',
          'Nach zu vielen fehlgeschlagenen Anmeldeversuchen wird Ihr Konto aus Sicherheitsgründen vorübergehend gesperrt. Warten Sie einige Minuten und versuchen Sie es dann erneut.',
          'Sie haben Ihr Konto versehentlich gelöscht? Innerhalb von 14 Tagen können Sie es über den Link in unserer E-Mail reaktivieren oder sich an uns wenden.',
        ],
      },
      {
        heading: '4. Ein Mitglied oder einen Inhalt melden',
        paragraphs: [
          'Wenn sich ein Mitglied unangemessen verhält, um Geld bittet, jünger als {{minimumAge}} zu sein scheint oder Inhalte veröffentlicht, die gegen unsere Bedingungen verstoßen, melden Sie dies bitte an {{supportEmail}}. Nennen Sie den Benutzernamen des Mitglieds und beschreiben Sie kurz, was passiert ist.',
          'Wir prüfen jede Meldung sorgfältig und greifen ein, wo es nötig ist. Sie können das Mitglied außerdem sofort über sein Profil blockieren.',
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
      'Ihr Zugang zu {{siteName}} wurde eingeschränkt. Hier erfahren Sie, warum das geschieht und was Sie tun können.',
    sections: [
      {
        heading: '1. Ihr Zugang wurde eingeschränkt',
        paragraphs: [
          'Wir schränken den Zugang ein, wenn wir Grund zu der Annahme haben, dass gegen unsere Allgemeinen Geschäftsbedingungen verstoßen wurde. Das kann zum Beispiel nach schweren oder wiederholten Verstößen gegen unsere Verhaltensregeln geschehen, bei dem Verdacht, dass eine Person jünger als {{minimumAge}} ist, oder bei Verdacht auf Betrug oder Missbrauch von Zahlungsmitteln.',
          'Solange die Einschränkung besteht, können Sie sich nicht anmelden und den Dienst nicht nutzen.',
        ],
      },
      {
        heading: '2. Was Sie tun können',
        paragraphs: [
          'Wenn Sie glauben, dass es sich um einen Irrtum handelt, schreiben Sie von der mit Ihrem Konto verknüpften Adresse an {{supportEmail}}. Nennen Sie bitte Ihren Benutzernamen und alle Informationen, die uns weiterhelfen können.',
          'Wir prüfen jede Anfrage einzeln. Das dauert in der Regel einige Werktage; über das Ergebnis informieren wir Sie per E-Mail.',
        ],
      },
      {
        heading: '3. Einspruch',
        paragraphs: [
          'Wenn Sie mit unserer Entscheidung nicht einverstanden sind, können Sie Einspruch einlegen, indem Sie auf unsere E-Mail antworten und Ihre Gründe darlegen. Ihr Einspruch wird von einem anderen Mitglied unseres Teams geprüft.',
          'Ihre Rechte nach geltendem Recht bleiben davon unberührt.',
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
