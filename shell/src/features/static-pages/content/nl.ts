import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Algemene voorwaarden',
    intro:
      'Deze voorwaarden gelden voor elk gebruik van {{siteName}}. Lees ze zorgvuldig door voordat u een account aanmaakt of credits koopt. Versie van {{termsDate}}.',
    sections: [
      {
        heading: '1. Toepassingsgebied en aanbieder',
        paragraphs: [
          '{{siteName}}, bereikbaar via {{domain}}, wordt geëxploiteerd door {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, ingeschreven bij de Kamer van Koophandel (KvK) onder nummer {{kvk}}. Met "wij" en "ons" wordt in deze voorwaarden {{companyName}} bedoeld.',
          '{{siteName}} is een online dating- en chatdienst voor volwassenen. Leden maken een profiel aan, zoeken en bekijken andere leden, liken profielen en chatten met elkaar.',
          'Deze voorwaarden gelden voor elk bezoek aan en elk gebruik van {{siteName}}, inclusief alle aankopen van credits. Deze versie geldt vanaf {{termsDate}}.',
        ],
      },
      {
        heading: '2. Wie mag deelnemen en uw account',
        paragraphs: [
          'U mag {{siteName}} alleen gebruiken als u minimaal {{minimumAge}} jaar oud bent. Wij kunnen u vragen uw leeftijd te bevestigen en sluiten elk account waarvan wij vermoeden dat het van een minderjarige is.',
          'Iedereen mag maar één account hebben. Uw account is persoonlijk: deel uw inloggegevens niet en laat niemand anders uw account gebruiken.',
          'Geef bij uw aanmelding juiste en waarheidsgetrouwe gegevens op en houd deze actueel. U bent verantwoordelijk voor alle activiteiten onder uw account.',
          'Door een account aan te maken, gaat u akkoord met deze voorwaarden en met onze privacyverklaring.',
        ],
      },
      {
        heading: '3. Credits, premiumlidmaatschap en betalingen',
        paragraphs: [
          'Het versturen van berichten en cadeaus en sommige andere functies kosten credits. Credits worden verkocht in bundels; wat een functie kost, ziet u altijd voordat u die gebruikt. Alle prijzen zijn inclusief btw.',
          "Met uw eerste aankoop van een willekeurige creditbundel wordt u zonder meerkosten levenslang premiumlid. Premiumleden zien alle foto's van andere leden en kunnen zelf tot 25 foto's uploaden.",
          "Gratis leden kunnen tot 3 foto's uploaden, tot 2 gesprekken beginnen en een beperkt aantal gratis berichten versturen. Sommige foto's van andere leden zijn alleen zichtbaar voor premiumleden.",
          'Door een betaling af te ronden, gaat u akkoord met de betalingsvoorwaarden die bij het afrekenen worden getoond, inclusief het opslaan van uw betaalgegevens voor toekomstige aankopen. De credits worden aan uw account toegevoegd zodra de betaling is bevestigd.',
        ],
      },
      {
        heading: '4. Fictieve profielen en moderatie',
        paragraphs: [
          'Om de dienst levendig en onderhoudend te houden, zijn sommige profielen op {{siteName}} fictief en worden ze door ons beheerd. Elk fictief profiel is duidelijk gemarkeerd met een icoon en een waarschuwing.',
          'Gesprekken met fictieve profielen zijn uitsluitend bedoeld ter vermaak. Een echte ontmoeting met een fictief profiel is niet mogelijk, en berichten aan deze profielen kosten net zo goed credits als alle andere berichten.',
          "Wij modereren profielen, foto's en gemelde inhoud. Wij kunnen inhoud verwijderen of accounts beperken die in strijd zijn met deze voorwaarden.",
        ],
      },
      {
        heading: '5. Gedragsregels',
        paragraphs: [
          'Behandel andere leden met respect. Het volgende is op {{siteName}} niet toegestaan:',
          "- intimidatie, bedreigingen, haatdragende uitlatingen of discriminatie\n- elke vorm van inhoud waarin minderjarigen te zien zijn of die op hen betrekking heeft\n- reclame, commerciële aanbiedingen, spam of verzoeken om geld\n- u voordoen als iemand anders of foto's gebruiken waarop u geen rechten hebt\n- persoonsgegevens van anderen delen zonder hun toestemming",
          'U kunt elk lid blokkeren via zijn of haar profiel. Daarmee worden uw gesprekken en likes met dat lid verwijderd en is verder contact niet meer mogelijk. U kunt een lid of inhoud ook melden bij onze klantenservice.',
          'Als u deze regels overtreedt, kunnen wij inhoud verwijderen, uw account opschorten of uw toegang tot {{siteName}} blijvend beperken.',
        ],
      },
      {
        heading: '6. Opzegging en verwijdering van uw account',
        paragraphs: [
          'U kunt uw account op elk moment verwijderen via uw accountinstellingen. U hoeft geen reden op te geven, al stellen wij uw feedback op prijs.',
          'Nadat u uw account hebt verwijderd, blijft het nog 14 dagen bewaard voordat het definitief wordt verwijderd. In die periode kunt u het heractiveren via de link in de e-mail die wij u sturen; na 14 dagen worden uw account en profiel definitief verwijderd.',
          'Uw resterende credits blijven behouden als u uw account binnen 14 dagen heractiveert. Na definitieve verwijdering kunnen ongebruikte credits niet meer worden gebruikt en worden ze niet uitbetaald, tenzij ons retourbeleid of dwingend recht anders bepaalt.',
          'Wij kunnen een account sluiten dat ernstig of herhaaldelijk in strijd is met deze voorwaarden. Waar dat passend is, laten wij u weten waarom.',
        ],
      },
      {
        heading: '7. Herroepingsrecht en terugbetalingen',
        paragraphs: [
          'Als consument hebt u bij de aankoop van credits een herroepingsrecht van {{refundDays}} dagen, onder de voorwaarden die in ons retourbeleid staan.',
          'Omdat credits digitale inhoud zijn die direct wordt geleverd, geldt het herroepingsrecht niet voor credits die u al hebt gebruikt. In ons retourbeleid leest u hoe u terugbetaling van ongebruikte credits aanvraagt.',
        ],
      },
      {
        heading: '8. Aansprakelijkheid en wijzigingen',
        paragraphs: [
          'Wij doen ons best om {{siteName}} beschikbaar en veilig te houden, maar kunnen geen ononderbroken of foutloze werking garanderen. Wij zijn niet verantwoordelijk voor wat leden zeggen of doen, of voor afspraken die leden onderling maken.',
          'Onze aansprakelijkheid is beperkt tot het bedrag dat u ons voor credits hebt betaald, behalve bij opzet of grove nalatigheid, of wanneer dwingend recht een dergelijke beperking niet toestaat.',
          'Wij kunnen deze voorwaarden wijzigen, bijvoorbeeld wanneer wij nieuwe functies toevoegen of de wet verandert. Over belangrijke wijzigingen informeren wij leden tijdig; de datum bovenaan geeft aan welke versie op dit moment geldt.',
        ],
      },
      {
        heading: '9. Toepasselijk recht en contact',
        paragraphs: [
          'Op deze voorwaarden is het recht van toepassing van het land waar {{companyName}} is gevestigd ({{companyCountry}}). Dit doet geen afbreuk aan de dwingende consumentenbescherming van het land waar u woont.',
          'Bij een meningsverschil zoeken wij altijd eerst samen met u naar een oplossing. Lukt dat niet, dan wordt het geschil voorgelegd aan de bevoegde rechter, met behoud van uw rechten als consument.',
          'Vragen over deze voorwaarden? Neem contact met ons op via {{supportEmail}} of telefonisch via {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacyverklaring',
    intro:
      'Wij gaan zorgvuldig om met uw persoonsgegevens. In deze verklaring leest u welke gegevens {{siteName}} verwerkt, waarom wij dat doen en welke rechten u hebt op grond van de Algemene verordening gegevensbescherming (AVG).',
    sections: [
      {
        heading: '1. Wie is verantwoordelijk voor uw gegevens',
        paragraphs: [
          'Verwerkingsverantwoordelijke voor uw persoonsgegevens is {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, ingeschreven bij de Kamer van Koophandel (KvK) onder nummer {{kvk}}.',
          'Voor vragen over uw privacy kunt u ons bereiken via {{supportEmail}} of telefonisch via {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Welke gegevens wij verzamelen',
        paragraphs: [
          'Afhankelijk van hoe u {{siteName}} gebruikt, verwerken wij de volgende gegevens:',
          "- Accountgegevens: e-mailadres, gebruikersnaam, wachtwoord (uitsluitend als hash opgeslagen) en geboortedatum\n- Profielgegevens: geslacht, geaardheid, regio en woonplaats, beschrijving, interesses en andere gegevens die u zelf toevoegt\n- Berichten, likes en cadeaus die u verstuurt en ontvangt\n- Foto's die u uploadt\n- Betalingsreferenties: ordernummer, bedrag, betaalmethode en status (uw volledige kaart- of bankgegevens worden verwerkt door onze betaalproviders)\n- Apparaat- en gebruiksgegevens: IP-adres, type browser, taalinstellingen, inlogtijden en bezochte pagina's\n- Cookies en vergelijkbare technieken, zoals beschreven in ons cookiebeleid",
          'Sommige profielgegevens, zoals uw seksuele geaardheid, zeggen iets over uw privéleven. Of u die invult, bepaalt u zelf; wij verwerken ze op basis van uw uitdrukkelijke toestemming en alleen om de dienst te leveren.',
        ],
      },
      {
        heading: '3. Doelen en grondslagen',
        paragraphs: [
          'Wij gebruiken uw gegevens alleen voor duidelijk omschreven doelen, elk met een grondslag uit de AVG:',
          '- Uw account aanmaken en beheren, uw profiel tonen en uw berichten bezorgen (uitvoering van onze overeenkomst met u)\n- Betalingen verwerken en onze administratie voeren (uitvoering van de overeenkomst en wettelijke verplichtingen)\n- Het platform veilig houden, fraude voorkomen en controleren dat leden volwassen zijn (gerechtvaardigd belang en wettelijke verplichtingen)\n- Service-e-mails versturen, zoals de bevestiging van uw e-mailadres en de meldingen die u hebt ingeschakeld (uitvoering van de overeenkomst)\n- Nieuwsbrieven en aanbiedingen versturen en niet-noodzakelijke cookies gebruiken (uw toestemming, die u altijd kunt intrekken)\n- De dienst verbeteren op basis van geaggregeerde statistieken (gerechtvaardigd belang)',
          'U kunt uw e-mailvoorkeuren op elk moment wijzigen in uw meldingsinstellingen of via de afmeldlink in elke e-mail.',
        ],
      },
      {
        heading: '4. Wat anderen kunnen zien',
        paragraphs: [
          "Andere leden en bezoekers zien uw gebruikersnaam, uw leeftijd (nooit uw geboortedatum), uw regio en woonplaats, de profielgegevens die u hebt ingevuld en de foto's die u deelt. Sommige foto's zijn alleen zichtbaar voor premiumleden.",
          'Uw exacte locatie wordt nooit aan anderen getoond. Als u locatiebepaling toestaat, gebruiken wij die alleen om uw regio en woonplaats vast te stellen en u leden in de buurt te laten zien.',
          'Uw e-mailadres, betaalgegevens en berichten zijn nooit zichtbaar voor andere leden, met uitzondering van de berichten die u met hen uitwisselt.',
        ],
      },
      {
        heading: '5. Delen van gegevens en verwerkers',
        paragraphs: [
          'Wij verkopen uw persoonsgegevens niet en delen ze niet met derden voor hun eigen marketing.',
          'Wij werken met zorgvuldig geselecteerde dienstverleners die gegevens in onze opdracht verwerken op basis van een verwerkersovereenkomst: betaalproviders, hosting- en opslagpartijen en diensten voor het verzenden van e-mail. Zij mogen uw gegevens alleen gebruiken om hun diensten aan ons te leveren.',
          'Is een dienstverlener buiten de Europese Economische Ruimte gevestigd, dan zorgen wij voor een passend beschermingsniveau, bijvoorbeeld via de standaardcontractbepalingen van de Europese Commissie. Aan overheidsinstanties verstrekken wij alleen gegevens als wij daartoe wettelijk verplicht zijn.',
        ],
      },
      {
        heading: '6. Hoe lang wij uw gegevens bewaren',
        paragraphs: [
          "Wij bewaren uw gegevens zolang u een account hebt. Als u uw account verwijdert, blijft het nog 14 dagen bewaard zodat u het kunt heractiveren; daarna verwijderen of anonimiseren wij uw profiel, foto's en berichten.",
          'Facturen en betalingsgegevens bewaren wij zo lang als de fiscale en boekhoudkundige wetgeving voorschrijft. Beveiligingslogs worden slechts beperkte tijd bewaard en daarna verwijderd.',
        ],
      },
      {
        heading: '7. Uw rechten',
        paragraphs: [
          'Op grond van de AVG hebt u het recht om:',
          '- inzage te krijgen in de persoonsgegevens die wij van u hebben\n- onjuiste gegevens te laten corrigeren (rectificatie)\n- uw gegevens te laten wissen\n- uw gegevens te ontvangen in een gestructureerd, gangbaar formaat (dataportabiliteit)\n- bezwaar te maken tegen verwerking op basis van gerechtvaardigd belang, en altijd tegen direct marketing\n- in bepaalde gevallen de verwerking te laten beperken\n- uw toestemming op elk moment in te trekken, zonder dat dit gevolgen heeft voor eerdere verwerking',
          'De meeste gegevens kunt u zelf aanpassen in uw profiel en instellingen. Voor andere verzoeken mailt u vanaf het adres dat aan uw account is gekoppeld naar {{supportEmail}}; wij reageren binnen een maand en kunnen u vragen uw identiteit te bevestigen.',
          'Daarnaast hebt u het recht een klacht in te dienen bij een toezichthoudende autoriteit voor gegevensbescherming, met name in het EU-land waar u woont of werkt, of waar {{companyName}} is gevestigd.',
        ],
      },
      {
        heading: '8. Beveiliging',
        paragraphs: [
          'Wij beschermen uw gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen (HTTPS), gehashte wachtwoorden, toegangscontrole en regelmatige beveiligingsupdates.',
          'Houd uw wachtwoord geheim en gebruik het niet voor andere websites. Vermoedt u dat iemand anders toegang heeft tot uw account? Wijzig dan uw wachtwoord en neem contact op via {{supportEmail}}.',
          'Doet zich een datalek voor dat een risico vormt voor uw gegevens, dan melden wij dit bij de toezichthouder en informeren wij u, waar dat verplicht is, zonder onnodige vertraging.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookiebeleid',
    intro:
      'In dit beleid leest u welke cookies en vergelijkbare technieken {{siteName}} gebruikt en hoe u ze kunt beheren.',
    sections: [
      {
        heading: '1. Wat zijn cookies?',
        paragraphs: [
          'Cookies zijn kleine tekstbestanden die een website in uw browser opslaat. Daarmee kan de site bijvoorbeeld onthouden dat u bent ingelogd of welke taal u verkiest.',
          'Vergelijkbare technieken, zoals de lokale opslag van uw browser, werken op een soortgelijke manier. In dit beleid noemen wij ze allemaal cookies.',
        ],
      },
      {
        heading: '2. Strikt noodzakelijke cookies',
        paragraphs: [
          'Deze cookies zijn nodig om {{siteName}} te laten werken en kunnen niet worden uitgeschakeld. Hiervoor is geen toestemming nodig.',
          '- Sessiecookie (naam begint met "auth."): houdt u ingelogd; verloopt na 30 dagen\n- Taalcookie "i18n_redirected": onthoudt de taal die u hebt gekozen; verloopt na 365 dagen\n- Melding bij het betreden van de site (in de lokale opslag): onthoudt dat u de melding over inhoud voor volwassenen hebt gesloten, zodat die niet bij elk bezoek verschijnt',
        ],
      },
      {
        heading: '3. Functionele en analytische cookies',
        paragraphs: [
          'Functionele en analytische cookies gebruiken wij alleen als u daarvoor toestemming hebt gegeven. Ze helpen ons uw voorkeuren te onthouden en te begrijpen hoe de site wordt gebruikt, zodat wij die kunnen verbeteren.',
          'Analytische gegevens gebruiken wij uitsluitend in samengevoegde vorm. U kunt uw toestemming op elk moment intrekken; deze cookies worden dan niet meer gebruikt.',
        ],
      },
      {
        heading: '4. Cookies beheren in uw browser',
        paragraphs: [
          'U kunt cookies op elk moment bekijken en verwijderen via de instellingen van uw browser, of ze helemaal blokkeren. In de help van uw browser leest u hoe dat werkt.',
          'Let op: als u strikt noodzakelijke cookies blokkeert, kunt u niet inloggen en werken delen van {{siteName}} niet.',
        ],
      },
      {
        heading: '5. Contact',
        paragraphs: [
          'Hebt u vragen over cookies of over hoe wij met uw persoonsgegevens omgaan? Neem contact met ons op via {{supportEmail}}. Meer informatie vindt u in onze privacyverklaring.',
        ],
      },
    ],
  },

  faq: {
    title: 'Veelgestelde vragen',
    intro:
      'Hier vindt u antwoorden op de vragen die wij het vaakst krijgen. Staat uw vraag er niet bij? Onze klantenservice helpt u graag verder.',
    sections: [
      {
        heading: 'Hoe werken credits?',
        paragraphs: [
          'Credits zijn de betaaleenheid van {{siteName}}. U gebruikt ze om berichten en cadeaus te versturen en voor sommige andere functies; wat iets kost, ziet u altijd voordat u credits uitgeeft.',
          'U koopt credits in bundels en kunt op elk moment bijkopen. Uw actuele tegoed ziet u altijd in uw account.',
        ],
      },
      {
        heading: 'Wat levert het premiumlidmaatschap mij op?',
        paragraphs: [
          "Met uw eerste aankoop van een willekeurige creditbundel wordt u zonder meerkosten levenslang premiumlid. Als premiumlid ziet u alle foto's van andere leden, kunt u tot 25 foto's uploaden en gebruikt u chatfuncties die alleen voor premiumleden beschikbaar zijn.",
          "Gratis leden kunnen tot 3 foto's uploaden en tot 2 gesprekken beginnen.",
        ],
      },
      {
        heading: 'Is aanmelden gratis?',
        paragraphs: [
          'Ja. Een account en profiel aanmaken is gratis, en u kunt zonder te betalen leden zoeken, profielen bekijken en liken. Nieuwe leden krijgen bovendien een beperkt aantal gratis berichten.',
          'U betaalt alleen als u credits koopt. Er is geen abonnement: u bepaalt zelf wanneer en hoeveel credits u koopt.',
        ],
      },
      {
        heading: 'Waarom moet ik mijn e-mailadres bevestigen?',
        paragraphs: [
          'Met de bevestiging laat u zien dat het e-mailadres echt van u is, en dat helpt uw account te beschermen. Zolang u uw adres niet hebt bevestigd, kunnen andere leden niet op uw berichten reageren.',
          'Klik op de link in de activeringsmail die wij u na uw aanmelding hebben gestuurd. Niets ontvangen? Kijk in uw spammap of neem contact op met onze klantenservice.',
        ],
      },
      {
        heading: 'Zijn alle profielen echt?',
        paragraphs: [
          'De meeste profielen zijn van echte leden. Sommige profielen zijn echter fictief en worden door ons beheerd ter vermaak.',
          'Fictieve profielen zijn altijd gemarkeerd met een icoon en een waarschuwing op het profiel. U kunt ze niet in het echt ontmoeten; meer hierover leest u in onze algemene voorwaarden.',
        ],
      },
      {
        heading: 'Hoe blokkeer ik iemand?',
        paragraphs: [
          'Open het profiel van het lid en kies Blokkeren. Uw gesprekken en likes met dat lid worden verwijderd, en het lid kan uw profiel niet meer bekijken en geen contact meer met u opnemen.',
          'Via het profiel kunt u de blokkering op elk moment opheffen. Overtreedt iemand de regels? Meld dit dan ook bij onze klantenservice.',
        ],
      },
      {
        heading: 'Hoe verwijder ik mijn account?',
        paragraphs: [
          'Ga naar Instellingen en kies daar voor het verwijderen van uw account. U kunt ons laten weten waarom u vertrekt; dat helpt ons de dienst te verbeteren.',
          'Uw account blijft daarna nog 14 dagen bewaard voordat het definitief wordt verwijderd. In die tijd kunt u het heractiveren via de link in onze e-mail.',
        ],
      },
      {
        heading: 'Hoe verander ik de taal?',
        paragraphs: [
          'Gebruik het taalmenu bovenaan de pagina. Welke talen beschikbaar zijn, hangt af van uw land.',
          'Als u bent ingelogd, wordt uw keuze in uw account opgeslagen, zodat {{siteName}} ook op uw andere apparaten in die taal verschijnt.',
        ],
      },
      {
        heading: 'Met welke betaalmethoden kan ik betalen?',
        paragraphs: [
          'Afhankelijk van uw land kunt u onder meer betalen met iDEAL, Bancontact, creditcard, PayPal, Apple Pay, paysafecard, SEPA-incasso of bankoverschrijving. De betaalmethoden die voor u beschikbaar zijn, ziet u bij het afrekenen.',
          'Betalingen worden veilig verwerkt door onze betaalproviders. Uw volledige kaartgegevens zien wij nooit.',
        ],
      },
      {
        heading: 'Hoe neem ik contact op met de klantenservice?',
        paragraphs: [
          'Mail ons via {{supportEmail}} of bel {{supportPhone}}. Vermeld uw gebruikersnaam en, bij vragen over een betaling, het ordernummer.',
          'Wij beantwoorden elk bericht zo snel mogelijk. Meer hulp vindt u op onze klantenservicepagina.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Retourbeleid',
    intro:
      'In dit beleid leest u wat uw herroepingsrecht is bij de aankoop van credits op {{siteName}} en hoe u een terugbetaling aanvraagt.',
    sections: [
      {
        heading: '1. Herroepingsrecht',
        paragraphs: [
          'Als consument kunt u een aankoop van credits binnen {{refundDays}} dagen zonder opgave van redenen herroepen. De herroepingstermijn gaat in op de dag waarop uw aankoop is afgerond.',
        ],
      },
      {
        heading: '2. Digitale inhoud en al gebruikte credits',
        paragraphs: [
          'Credits zijn digitale inhoud die direct na betaling wordt geleverd. Bij de aankoop stemt u ermee in dat de levering meteen begint en erkent u dat uw herroepingsrecht vervalt voor de credits die u gebruikt.',
          'Herroepen is daarom mogelijk voor credits die u nog niet hebt gebruikt. Credits die al zijn besteed aan berichten, cadeaus of andere functies, kunnen niet worden terugbetaald.',
          'Is een bundel gedeeltelijk gebruikt, dan betalen wij de waarde van de ongebruikte credits terug naar verhouding van de prijs die u voor de bundel hebt betaald.',
        ],
      },
      {
        heading: '3. Zo vraagt u een terugbetaling aan',
        paragraphs: [
          'Stuur binnen {{refundDays}} dagen na uw aankoop een e-mail naar {{supportEmail}}. Vermeld daarin uw gebruikersnaam, het e-mailadres van uw account en het ordernummer van de aankoop.',
          'Het ordernummer vindt u in het transactieoverzicht van uw account. Wij bevestigen de ontvangst van uw verzoek per e-mail.',
        ],
      },
      {
        heading: '4. Wijze en termijn van terugbetaling',
        paragraphs: [
          'Wij betalen het bedrag terug via de betaalmethode waarmee u de aankoop hebt gedaan, tenzij wij uitdrukkelijk iets anders met u afspreken. Aan de terugbetaling zijn voor u geen kosten verbonden.',
          'De terugbetaling vindt plaats uiterlijk 14 dagen nadat wij uw verzoek hebben ontvangen. De terugbetaalde credits worden van uw account afgeschreven.',
        ],
      },
      {
        heading: '5. Klachten',
        paragraphs: [
          'Bent u niet tevreden over onze dienstverlening of over de afhandeling van uw verzoek? Laat het ons weten via {{supportEmail}} en beschrijf uw klacht zo duidelijk mogelijk.',
          'Wij reageren binnen 14 dagen. Vraagt uw klacht meer tijd, dan laten wij u weten wanneer u een volledig antwoord kunt verwachten.',
          'Komen wij er samen niet uit, dan kunt u het geschil voorleggen aan een geschillencommissie of aan de bevoegde rechter.',
        ],
      },
    ],
  },

  service: {
    title: 'Klantenservice',
    intro: 'Hebt u een vraag, opmerking of hulp nodig? Ons klantenserviceteam helpt u graag.',
    sections: [
      {
        heading: '1. Zo bereikt u ons',
        paragraphs: [
          '- E-mail: {{supportEmail}}\n- Telefoon: {{supportPhone}}',
          'Telefonisch zijn wij bereikbaar op werkdagen tijdens kantooruren (Midden-Europese Tijd). E-mails beantwoorden wij zo snel mogelijk.',
          'Vermeld altijd uw gebruikersnaam, zodat wij u snel kunnen helpen.',
        ],
      },
      {
        heading: '2. Vragen over betalingen',
        paragraphs: [
          'Vermeld bij vragen over een betaling, credits of een terugbetaling het ordernummer, de datum en het bedrag. Uw bestellingen vindt u in het transactieoverzicht van uw account.',
          'Ziet u uw credits niet na een geslaagde betaling? Wacht een paar minuten en vernieuw de pagina voordat u contact met ons opneemt. Bij sommige betaalmethoden, zoals een bankoverschrijving, duurt de bevestiging langer.',
          'Voor terugbetalingen verwijzen wij u naar ons retourbeleid.',
        ],
      },
      {
        heading: '3. Hulp bij account en inloggen',
        paragraphs: [
          'Wachtwoord vergeten? Via de link voor een vergeten wachtwoord op de inlogpagina ontvangt u per e-mail een link om het opnieuw in te stellen. De link is beperkt geldig; is hij verlopen, vraag dan gewoon een nieuwe aan.',
          'Geen activerings- of herstelmail ontvangen? Kijk in uw spammap en controleer of uw e-mailadres goed gespeld is.',
          'Na te veel mislukte inlogpogingen wordt uw account om veiligheidsredenen tijdelijk geblokkeerd. Wacht een paar minuten en probeer het daarna opnieuw.',
          'Uw account per ongeluk verwijderd? U kunt het binnen 14 dagen heractiveren via de link in onze e-mail, of contact met ons opnemen.',
        ],
      },
      {
        heading: '4. Een lid of inhoud melden',
        paragraphs: [
          'Gedraagt een lid zich ongepast, vraagt iemand om geld, lijkt iemand jonger dan {{minimumAge}} of plaatst iemand inhoud die in strijd is met onze voorwaarden? Meld het dan via {{supportEmail}}, met de gebruikersnaam van het lid en een korte beschrijving van wat er is gebeurd.',
          'Wij bekijken elke melding zorgvuldig en grijpen in waar nodig. U kunt het lid ook direct blokkeren via zijn of haar profiel.',
        ],
      },
      {
        heading: '5. Bedrijfsgegevens',
        paragraphs: [
          '{{siteName}} is een dienst van:',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Kamer van Koophandel (KvK): {{kvk}}\n- Btw-nummer: {{vatNumbers}}\n- Handelsnamen: {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Toegang beperkt',
    intro: 'Uw toegang tot {{siteName}} is beperkt. Hieronder leest u waarom dit gebeurt en wat u kunt doen.',
    sections: [
      {
        heading: '1. Uw toegang is beperkt',
        paragraphs: [
          'Wij beperken de toegang wanneer wij reden hebben om aan te nemen dat onze algemene voorwaarden zijn overtreden. Dat kan bijvoorbeeld gebeuren na ernstige of herhaalde overtredingen van onze gedragsregels, bij een vermoeden dat iemand jonger is dan {{minimumAge}}, of bij een vermoeden van fraude of misbruik van betaalmethoden.',
          'Zolang de beperking geldt, kunt u niet inloggen en de dienst niet gebruiken.',
        ],
      },
      {
        heading: '2. Wat u kunt doen',
        paragraphs: [
          'Denkt u dat er sprake is van een vergissing? Mail dan vanaf het adres dat aan uw account is gekoppeld naar {{supportEmail}}. Vermeld uw gebruikersnaam en alle informatie die ons kan helpen.',
          'Wij beoordelen elk verzoek afzonderlijk. Dat duurt meestal enkele werkdagen; de uitkomst laten wij u per e-mail weten.',
        ],
      },
      {
        heading: '3. Bezwaar',
        paragraphs: [
          'Bent u het niet eens met ons besluit, dan kunt u bezwaar maken door op onze e-mail te reageren en uit te leggen waarom. Uw bezwaar wordt beoordeeld door een ander lid van ons team.',
          'Dit doet geen afbreuk aan uw rechten op grond van het toepasselijke recht.',
        ],
      },
    ],
  },

  '2257': {
    title: 'Verklaring over naleving van 18 U.S.C. 2257',
    intro:
      '{{siteName}} is een online dating- en chatdienst voor volwassenen. Deze verklaring gaat over de leeftijd van personen die in beeldmateriaal op de site te zien zijn.',
    sections: [
      {
        heading: '1. Verklaring',
        paragraphs: [
          'Alle personen die te zien zijn in beeldmateriaal dat door de exploitant van {{siteName}} is geproduceerd, waren op het moment van de opnamen 18 jaar of ouder.',
          "Dit geldt voor al dergelijk materiaal, inclusief de foto's in ons promotiemateriaal en op profielen die door ons worden beheerd.",
        ],
      },
      {
        heading: '2. Door leden geüploade inhoud',
        paragraphs: [
          "Leden uploaden hun eigen foto's. Door een account aan te maken en foto's te uploaden, bevestigt elk lid dat het minimaal {{minimumAge}} jaar oud is, dat alle afgebeelde personen volwassen zijn en dat het de rechten op de foto's heeft of toestemming heeft om ze te gebruiken.",
          "Voor inhoud die door leden is geüpload, is de exploitant niet de primaire producent (primary producer) in de zin van 18 U.S.C. 2257. Toch controleren wij geüploade foto's en verwijderen wij alle inhoud waarop mogelijk een minderjarige te zien is.",
        ],
      },
      {
        heading: '3. Beheerder van de administratie',
        paragraphs: [
          'De administratie die op grond van 18 U.S.C. 2257 vereist is voor door de exploitant geproduceerde inhoud, wordt bewaard door de beheerder van de administratie (custodian of records) op het volgende adres:',
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
