import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Algemene voorwaarden',
    intro:
      'Deze voorwaarden gelden voor elk gebruik van {{siteName}}. Lees ze zorgvuldig door voordat je een account aanmaakt of credits koopt. Versie van {{termsDate}}.',
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
        heading: '2. Wie mag deelnemen en je account',
        paragraphs: [
          'Je mag {{siteName}} alleen gebruiken als je minimaal {{minimumAge}} jaar oud bent. We kunnen je vragen je leeftijd te bevestigen en sluiten elk account waarvan we vermoeden dat het van een minderjarige is.',
          'Iedereen mag maar één account hebben. Je account is persoonlijk: deel je inloggegevens niet en laat niemand anders je account gebruiken.',
          'Geef bij je aanmelding juiste en waarheidsgetrouwe gegevens op en houd ze actueel. Je bent verantwoordelijk voor alle activiteiten onder je account.',
          'Door een account aan te maken, ga je akkoord met deze voorwaarden en met onze privacyverklaring.',
        ],
      },
      {
        heading: '3. Credits, premiumlidmaatschap en betalingen',
        paragraphs: [
          'Het versturen van berichten en cadeaus en sommige andere functies kosten credits. Credits worden verkocht in bundels; wat een functie kost, zie je altijd voordat je die gebruikt. Alle prijzen zijn inclusief btw.',
          "Met je eerste aankoop van een willekeurige creditbundel word je zonder meerkosten levenslang premiumlid. Premiumleden zien alle foto's van andere leden en kunnen zelf tot 25 foto's uploaden.",
          "Gratis leden kunnen tot 3 foto's uploaden, tot 2 gesprekken beginnen en een beperkt aantal gratis berichten versturen. Sommige foto's van andere leden zijn alleen zichtbaar voor premiumleden.",
          'Door een betaling af te ronden, ga je akkoord met de betalingsvoorwaarden die bij het afrekenen worden getoond, inclusief het opslaan van je betaalgegevens voor toekomstige aankopen. De credits worden aan je account toegevoegd zodra de betaling is bevestigd.',
        ],
      },
      {
        heading: '4. Fictieve profielen en moderatie',
        paragraphs: [
          'Om de dienst levendig en onderhoudend te houden, zijn sommige profielen op {{siteName}} fictief en worden ze door ons beheerd. Elk fictief profiel is duidelijk gemarkeerd met een icoon en een waarschuwing.',
          'Gesprekken met fictieve profielen zijn uitsluitend bedoeld ter vermaak. Een echte ontmoeting met een fictief profiel is niet mogelijk, en berichten aan deze profielen kosten net zo goed credits als alle andere berichten.',
          "We modereren profielen, foto's en gemelde inhoud. We kunnen inhoud verwijderen of accounts beperken die in strijd zijn met deze voorwaarden.",
        ],
      },
      {
        heading: '5. Gedragsregels',
        paragraphs: [
          'Behandel andere leden met respect. Het volgende is op {{siteName}} niet toegestaan:',
          "- intimidatie, bedreigingen, haatdragende uitlatingen of discriminatie\n- elke vorm van inhoud waarin minderjarigen te zien zijn of die op hen betrekking heeft\n- reclame, commerciële aanbiedingen, spam of verzoeken om geld\n- je voordoen als iemand anders of foto's gebruiken waarop je geen rechten hebt\n- persoonsgegevens van anderen delen zonder hun toestemming",
          'Je kunt elk lid blokkeren via zijn of haar profiel. Daarmee worden jullie gesprekken en likes verwijderd en is verder contact niet meer mogelijk. Je kunt een lid of inhoud ook melden.',
          'Als je deze regels overtreedt, kunnen we inhoud verwijderen, je account opschorten of je toegang tot {{siteName}} blijvend beperken.',
        ],
      },
      {
        heading: '6. Opzegging en verwijdering van je account',
        paragraphs: [
          'Je kunt je account op elk moment verwijderen via je accountinstellingen. Je hoeft geen reden op te geven, al stellen we je feedback op prijs.',
          'Nadat je je account hebt verwijderd, blijft het nog 14 dagen bewaard voordat het definitief wordt verwijderd. In die periode kun je het heractiveren via de link in de e-mail die we je sturen; na 14 dagen worden je account en profiel definitief verwijderd.',
          'Je resterende credits blijven behouden als je je account binnen 14 dagen heractiveert. Na definitieve verwijdering kunnen ongebruikte credits niet meer worden gebruikt en worden ze niet uitbetaald, tenzij ons retourbeleid of dwingend recht anders bepaalt.',
          'We kunnen een account sluiten dat ernstig of herhaaldelijk in strijd is met deze voorwaarden. Waar dat passend is, laten we je weten waarom.',
        ],
      },
      {
        heading: '7. Herroepingsrecht en terugbetalingen',
        paragraphs: [
          'Als consument heb je bij de aankoop van credits een herroepingsrecht van {{refundDays}} dagen, onder de voorwaarden die in ons retourbeleid staan.',
          'Omdat credits digitale inhoud zijn die direct wordt geleverd, geldt het herroepingsrecht niet voor credits die je al hebt gebruikt. In ons retourbeleid lees je hoe je terugbetaling van ongebruikte credits aanvraagt.',
        ],
      },
      {
        heading: '8. Aansprakelijkheid en wijzigingen',
        paragraphs: [
          'We doen ons best om {{siteName}} beschikbaar en veilig te houden, maar kunnen geen ononderbroken of foutloze werking garanderen. We zijn niet verantwoordelijk voor wat leden zeggen of doen, of voor afspraken die leden onderling maken.',
          'Onze aansprakelijkheid is beperkt tot het bedrag dat je ons voor credits hebt betaald, behalve bij opzet of grove nalatigheid, of wanneer dwingend recht een dergelijke beperking niet toestaat.',
          'We kunnen deze voorwaarden wijzigen, bijvoorbeeld wanneer we nieuwe functies toevoegen of de wet verandert. Over belangrijke wijzigingen informeren we leden tijdig; de datum bovenaan geeft aan welke versie op dit moment geldt.',
        ],
      },
      {
        heading: '9. Toepasselijk recht en contact',
        paragraphs: [
          'Op deze voorwaarden is het recht van toepassing van het land waar {{companyName}} is gevestigd ({{companyCountry}}). Dit doet geen afbreuk aan de dwingende consumentenbescherming van het land waar je woont.',
          'Bij een meningsverschil zoeken we altijd eerst samen met jou naar een oplossing. Lukt dat niet, dan wordt het geschil voorgelegd aan de bevoegde rechter, met behoud van je rechten als consument.',
          'Vragen over deze voorwaarden? Neem contact met ons op via {{supportEmail}} of telefonisch via {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacyverklaring',
    intro:
      'We gaan zorgvuldig om met je persoonsgegevens. In deze verklaring lees je welke gegevens {{siteName}} verwerkt, waarom we dat doen en welke rechten je hebt op grond van de Algemene verordening gegevensbescherming (AVG).',
    sections: [
      {
        heading: '1. Wie is verantwoordelijk voor je gegevens',
        paragraphs: [
          'Verwerkingsverantwoordelijke voor je persoonsgegevens is {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, ingeschreven bij de Kamer van Koophandel (KvK) onder nummer {{kvk}}.',
          'Voor vragen over je privacy kun je ons bereiken via {{supportEmail}} of telefonisch via {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Welke gegevens we verzamelen',
        paragraphs: [
          'Afhankelijk van hoe je {{siteName}} gebruikt, verwerken we de volgende gegevens:',
          "- Accountgegevens: e-mailadres, gebruikersnaam, wachtwoord (uitsluitend als hash opgeslagen) en geboortedatum\n- Profielgegevens: geslacht, geaardheid, regio en woonplaats, beschrijving, interesses en andere gegevens die je zelf toevoegt\n- Berichten, likes en cadeaus die je verstuurt en ontvangt\n- Foto's die je uploadt\n- Betalingsreferenties: ordernummer, bedrag, betaalmethode en status (je volledige kaart- of bankgegevens worden verwerkt door onze betaalproviders)\n- Apparaat- en gebruiksgegevens: IP-adres, type browser, taalinstellingen, inlogtijden en bezochte pagina's\n- Cookies en vergelijkbare technieken, zoals beschreven in ons cookiebeleid",
          'Sommige profielgegevens, zoals je seksuele geaardheid, zeggen iets over je privéleven. Of je die invult, bepaal je zelf; we verwerken ze op basis van je uitdrukkelijke toestemming en alleen om de dienst te leveren.',
        ],
      },
      {
        heading: '3. Doelen en grondslagen',
        paragraphs: [
          'We gebruiken je gegevens alleen voor duidelijk omschreven doelen, elk met een grondslag uit de AVG:',
          '- Je account aanmaken en beheren, je profiel tonen en je berichten bezorgen (uitvoering van onze overeenkomst met jou)\n- Betalingen verwerken en onze administratie voeren (uitvoering van de overeenkomst en wettelijke verplichtingen)\n- Het platform veilig houden, fraude voorkomen en controleren dat leden volwassen zijn (gerechtvaardigd belang en wettelijke verplichtingen)\n- Service-e-mails versturen, zoals de bevestiging van je e-mailadres en de meldingen die je hebt ingeschakeld (uitvoering van de overeenkomst)\n- Nieuwsbrieven en aanbiedingen versturen en niet-noodzakelijke cookies gebruiken (je toestemming, die je altijd kunt intrekken)\n- De dienst verbeteren op basis van geaggregeerde statistieken (gerechtvaardigd belang)',
          'Je kunt je e-mailvoorkeuren op elk moment wijzigen in je meldingsinstellingen of via de afmeldlink in elke e-mail.',
        ],
      },
      {
        heading: '4. Wat anderen kunnen zien',
        paragraphs: [
          "Andere leden en bezoekers zien je gebruikersnaam, je leeftijd (nooit je geboortedatum), je regio en woonplaats, de profielgegevens die je hebt ingevuld en de foto's die je deelt. Sommige foto's zijn alleen zichtbaar voor premiumleden.",
          'Je exacte locatie wordt nooit aan anderen getoond. Als je locatiebepaling toestaat, gebruiken we die alleen om je regio en woonplaats vast te stellen en je leden in de buurt te laten zien.',
          'Je e-mailadres, betaalgegevens en berichten zijn nooit zichtbaar voor andere leden, met uitzondering van de berichten die je met hen uitwisselt.',
        ],
      },
      {
        heading: '5. Delen van gegevens en verwerkers',
        paragraphs: [
          'We verkopen je persoonsgegevens niet en delen ze niet met derden voor hun eigen marketing.',
          'We werken met zorgvuldig geselecteerde dienstverleners die gegevens in onze opdracht verwerken op basis van een verwerkersovereenkomst: betaalproviders, hosting- en opslagpartijen en diensten voor het verzenden van e-mail. Zij mogen je gegevens alleen gebruiken om hun diensten aan ons te leveren.',
          'Is een dienstverlener buiten de Europese Economische Ruimte gevestigd, dan zorgen we voor een passend beschermingsniveau, bijvoorbeeld via de standaardcontractbepalingen van de Europese Commissie. Aan overheidsinstanties verstrekken we alleen gegevens als we daartoe wettelijk verplicht zijn.',
        ],
      },
      {
        heading: '6. Hoe lang we je gegevens bewaren',
        paragraphs: [
          "We bewaren je gegevens zolang je een account hebt. Als je je account verwijdert, blijft het nog 14 dagen bewaard zodat je het kunt heractiveren; daarna verwijderen of anonimiseren we je profiel, foto's en berichten.",
          'Facturen en betalingsgegevens bewaren we zo lang als de fiscale en boekhoudkundige wetgeving voorschrijft. Beveiligingslogs worden slechts beperkte tijd bewaard en daarna verwijderd.',
        ],
      },
      {
        heading: '7. Je rechten',
        paragraphs: [
          'Op grond van de AVG heb je het recht om:',
          '- inzage te krijgen in de persoonsgegevens die we van je hebben\n- onjuiste gegevens te laten corrigeren (rectificatie)\n- je gegevens te laten wissen\n- je gegevens te ontvangen in een gestructureerd, gangbaar formaat (dataportabiliteit)\n- bezwaar te maken tegen verwerking op basis van gerechtvaardigd belang, en altijd tegen direct marketing\n- in bepaalde gevallen de verwerking te laten beperken\n- je toestemming op elk moment in te trekken, zonder dat dit gevolgen heeft voor eerdere verwerking',
          'De meeste gegevens kun je zelf aanpassen in je profiel en instellingen. Voor andere verzoeken mail je vanaf het adres dat aan je account is gekoppeld naar {{supportEmail}}; we reageren binnen een maand en kunnen je vragen je identiteit te bevestigen.',
          'Daarnaast heb je het recht een klacht in te dienen bij een toezichthoudende autoriteit voor gegevensbescherming, met name in het EU-land waar je woont of werkt, of waar {{companyName}} is gevestigd.',
        ],
      },
      {
        heading: '8. Beveiliging',
        paragraphs: [
          'We beschermen je gegevens met passende technische en organisatorische maatregelen, zoals versleutelde verbindingen (HTTPS), gehashte wachtwoorden, toegangscontrole en regelmatige beveiligingsupdates.',
          'Houd je wachtwoord geheim en gebruik het niet voor andere websites. Vermoed je dat iemand anders toegang heeft tot je account? Wijzig dan je wachtwoord en neem contact op via {{supportEmail}}.',
          'Doet zich een datalek voor dat een risico vormt voor je gegevens, dan melden we dit bij de toezichthouder en informeren we je, waar dat verplicht is, zonder onnodige vertraging.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookiebeleid',
    intro:
      'In dit beleid lees je welke cookies en vergelijkbare technieken {{siteName}} gebruikt en hoe je ze kunt beheren.',
    sections: [
      {
        heading: '1. Wat zijn cookies?',
        paragraphs: [
          'Cookies zijn kleine tekstbestanden die een website in je browser opslaat. Daarmee kan de site bijvoorbeeld onthouden dat je bent ingelogd of welke taal je verkiest.',
          'Vergelijkbare technieken, zoals de lokale opslag van je browser, werken op een soortgelijke manier. In dit beleid noemen we ze allemaal cookies.',
        ],
      },
      {
        heading: '2. Strikt noodzakelijke cookies',
        paragraphs: [
          'Deze cookies zijn nodig om {{siteName}} te laten werken en kunnen niet worden uitgeschakeld. Hiervoor is geen toestemming nodig.',
          '- Sessiecookie (naam begint met "auth."): houdt je ingelogd; verloopt na 30 dagen\n- Taalcookie "i18n_redirected": onthoudt de taal die je hebt gekozen; verloopt na 365 dagen\n- Melding bij het betreden van de site (in de lokale opslag): onthoudt dat je de melding over inhoud voor volwassenen hebt gesloten, zodat die niet bij elk bezoek verschijnt',
        ],
      },
      {
        heading: '3. Functionele en analytische cookies',
        paragraphs: [
          'Functionele en analytische cookies gebruiken we alleen als je daarvoor toestemming hebt gegeven. Ze helpen ons je voorkeuren te onthouden en te begrijpen hoe de site wordt gebruikt, zodat we die kunnen verbeteren.',
          'Analytische gegevens gebruiken we uitsluitend in samengevoegde vorm. Je kunt je toestemming op elk moment intrekken; deze cookies worden dan niet meer gebruikt.',
        ],
      },
      {
        heading: '4. Cookies beheren in je browser',
        paragraphs: [
          'Je kunt cookies op elk moment bekijken en verwijderen via de instellingen van je browser, of ze helemaal blokkeren. In de help van je browser lees je hoe dat werkt.',
          'Let op: als je strikt noodzakelijke cookies blokkeert, kun je niet inloggen en werken delen van {{siteName}} niet.',
        ],
      },
      {
        heading: '5. Contact',
        paragraphs: [
          'Heb je vragen over cookies of over hoe we met je persoonsgegevens omgaan? Neem contact met ons op via {{supportEmail}}. Meer informatie vind je in onze privacyverklaring.',
        ],
      },
    ],
  },

  faq: {
    title: 'Veelgestelde vragen',
    intro:
      'Hier vind je antwoorden op de vragen die we het vaakst krijgen. Staat je vraag er niet bij? Onze klantenservice helpt je graag verder.',
    sections: [
      {
        heading: 'Hoe werken credits?',
        paragraphs: [
          'Credits zijn de betaaleenheid van {{siteName}}. Je gebruikt ze om berichten en cadeaus te versturen en voor sommige andere functies; wat iets kost, zie je altijd voordat je credits uitgeeft.',
          'Je koopt credits in bundels en kunt op elk moment bijkopen. Je actuele tegoed zie je altijd in je account.',
        ],
      },
      {
        heading: 'Wat levert het premiumlidmaatschap mij op?',
        paragraphs: [
          "Met je eerste aankoop van een willekeurige creditbundel word je zonder meerkosten levenslang premiumlid. Als premiumlid zie je alle foto's van andere leden, kun je tot 25 foto's uploaden en gebruik je chatfuncties die alleen voor premiumleden beschikbaar zijn.",
          "Gratis leden kunnen tot 3 foto's uploaden en tot 2 gesprekken beginnen.",
        ],
      },
      {
        heading: 'Is aanmelden gratis?',
        paragraphs: [
          'Ja. Een account en profiel aanmaken is gratis, en je kunt zonder te betalen leden zoeken, profielen bekijken en liken. Nieuwe leden krijgen bovendien een beperkt aantal gratis berichten.',
          'Je betaalt alleen als je credits koopt. Er is geen abonnement: je bepaalt zelf wanneer en hoeveel credits je koopt.',
        ],
      },
      {
        heading: 'Waarom moet ik mijn e-mailadres bevestigen?',
        paragraphs: [
          'Met de bevestiging laat je zien dat het e-mailadres echt van jou is, en dat helpt je account te beschermen. Zolang je je adres niet hebt bevestigd, kunnen andere leden niet op je berichten reageren.',
          'Klik op de link in de activeringsmail die we je na je aanmelding hebben gestuurd. Niets ontvangen? Kijk in je spammap of neem contact op met onze klantenservice.',
        ],
      },
      {
        heading: 'Zijn alle profielen echt?',
        paragraphs: [
          'De meeste profielen zijn van echte leden. Sommige profielen zijn echter fictief en worden door ons beheerd ter vermaak.',
          'Fictieve profielen zijn altijd gemarkeerd met een icoon en een waarschuwing op het profiel. Je kunt ze niet in het echt ontmoeten; meer hierover lees je in onze algemene voorwaarden.',
        ],
      },
      {
        heading: 'Hoe blokkeer ik iemand?',
        paragraphs: [
          'Open het profiel van het lid en kies Blokkeren. Jullie gesprekken en likes worden verwijderd, en het lid kan je profiel niet meer bekijken en geen contact meer met je opnemen.',
          'Via het profiel kun je de blokkering op elk moment opheffen. Overtreedt iemand de regels? Meld het lid dan ook.',
        ],
      },
      {
        heading: 'Hoe verwijder ik mijn account?',
        paragraphs: [
          'Ga naar Instellingen en kies daar voor het verwijderen van je account. Je kunt ons laten weten waarom je vertrekt; dat helpt ons de dienst te verbeteren.',
          'Je account blijft daarna nog 14 dagen bewaard voordat het definitief wordt verwijderd. In die tijd kun je het heractiveren via de link in onze e-mail.',
        ],
      },
      {
        heading: 'Hoe verander ik de taal?',
        paragraphs: [
          'Gebruik het taalmenu bovenaan de pagina. Welke talen beschikbaar zijn, hangt af van je land.',
          'Als je bent ingelogd, wordt je keuze in je account opgeslagen, zodat {{siteName}} ook op je andere apparaten in die taal verschijnt.',
        ],
      },
      {
        heading: 'Met welke betaalmethoden kan ik betalen?',
        paragraphs: [
          'Afhankelijk van je land kun je onder meer betalen met iDEAL, Bancontact, creditcard, PayPal, Apple Pay, paysafecard, SEPA-incasso of bankoverschrijving. De betaalmethoden die voor jou beschikbaar zijn, zie je bij het afrekenen.',
          'Betalingen worden veilig verwerkt door onze betaalproviders. Je volledige kaartgegevens zien we nooit.',
        ],
      },
      {
        heading: 'Hoe neem ik contact op met de klantenservice?',
        paragraphs: [
          'Mail ons via {{supportEmail}} of bel {{supportPhone}}. Vermeld je gebruikersnaam en, bij vragen over een betaling, het ordernummer.',
          'We beantwoorden elk bericht zo snel mogelijk. Meer hulp vind je op onze klantenservicepagina.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Retourbeleid',
    intro:
      'In dit beleid lees je wat je herroepingsrecht is bij de aankoop van credits op {{siteName}} en hoe je een terugbetaling aanvraagt.',
    sections: [
      {
        heading: '1. Herroepingsrecht',
        paragraphs: [
          'Als consument kun je een aankoop van credits binnen {{refundDays}} dagen zonder opgave van redenen herroepen. De herroepingstermijn gaat in op de dag waarop je aankoop is afgerond.',
        ],
      },
      {
        heading: '2. Digitale inhoud en al gebruikte credits',
        paragraphs: [
          'Credits zijn digitale inhoud die direct na betaling wordt geleverd. Bij de aankoop stem je ermee in dat de levering meteen begint en erken je dat je herroepingsrecht vervalt voor de credits die je gebruikt.',
          'Herroepen is daarom mogelijk voor credits die je nog niet hebt gebruikt. Credits die al zijn besteed aan berichten, cadeaus of andere functies, kunnen niet worden terugbetaald.',
          'Is een bundel gedeeltelijk gebruikt, dan betalen we de waarde van de ongebruikte credits terug naar verhouding van de prijs die je voor de bundel hebt betaald.',
        ],
      },
      {
        heading: '3. Zo vraag je een terugbetaling aan',
        paragraphs: [
          'Stuur binnen {{refundDays}} dagen na je aankoop een e-mail naar {{supportEmail}}. Vermeld daarin je gebruikersnaam, het e-mailadres van je account en het ordernummer van de aankoop.',
          'Het ordernummer vind je in het transactieoverzicht van je account. We bevestigen de ontvangst van je verzoek per e-mail.',
        ],
      },
      {
        heading: '4. Wijze en termijn van terugbetaling',
        paragraphs: [
          'We betalen het bedrag terug via de betaalmethode waarmee je de aankoop hebt gedaan, tenzij we uitdrukkelijk iets anders met je afspreken. Aan de terugbetaling zijn voor jou geen kosten verbonden.',
          'De terugbetaling vindt plaats uiterlijk 14 dagen nadat we je verzoek hebben ontvangen. De terugbetaalde credits worden van je account afgeschreven.',
        ],
      },
      {
        heading: '5. Klachten',
        paragraphs: [
          'Ben je niet tevreden over onze dienstverlening of over de afhandeling van je verzoek? Laat het ons weten via {{supportEmail}} en beschrijf je klacht zo duidelijk mogelijk.',
          'We reageren binnen 14 dagen. Vraagt je klacht meer tijd, dan laten we je weten wanneer je een volledig antwoord kunt verwachten.',
          'Komen we er samen niet uit, dan kun je het geschil voorleggen aan een geschillencommissie of aan de bevoegde rechter.',
        ],
      },
    ],
  },

  service: {
    title: 'Klantenservice',
    intro: 'Heb je een vraag of opmerking, of heb je hulp nodig? Ons klantenserviceteam helpt je graag.',
    sections: [
      {
        heading: '1. Zo bereik je ons',
        paragraphs: [
          '- E-mail: {{supportEmail}}\n- Telefoon: {{supportPhone}}',
          'Telefonisch zijn we bereikbaar op werkdagen tijdens kantooruren (Midden-Europese Tijd). E-mails beantwoorden we zo snel mogelijk.',
          'Vermeld altijd je gebruikersnaam, zodat we je snel kunnen helpen.',
        ],
      },
      {
        heading: '2. Vragen over betalingen',
        paragraphs: [
          'Vermeld bij vragen over een betaling, credits of een terugbetaling het ordernummer, de datum en het bedrag. Je bestellingen vind je in het transactieoverzicht van je account.',
          'Zie je je credits niet na een geslaagde betaling? Wacht een paar minuten en vernieuw de pagina voordat je contact met ons opneemt. Bij sommige betaalmethoden, zoals een bankoverschrijving, duurt de bevestiging langer.',
          'Voor terugbetalingen verwijzen we je naar ons retourbeleid.',
        ],
      },
      {
        heading: '3. Hulp bij account en inloggen',
        paragraphs: [
          'Wachtwoord vergeten? Via de link voor een vergeten wachtwoord op de inlogpagina ontvang je per e-mail een link om het opnieuw in te stellen. De link is beperkt geldig; is hij verlopen, vraag dan gewoon een nieuwe aan.',
          'Geen activerings- of herstelmail ontvangen? Kijk in je spammap en controleer of je e-mailadres goed gespeld is.',
          'Na te veel mislukte inlogpogingen wordt je account om veiligheidsredenen tijdelijk geblokkeerd. Wacht een paar minuten en probeer het daarna opnieuw.',
          'Je account per ongeluk verwijderd? Je kunt het binnen 14 dagen heractiveren via de link in onze e-mail, of contact met ons opnemen.',
        ],
      },
      {
        heading: '4. Een lid of inhoud melden',
        paragraphs: [
          'Gedraagt een lid zich ongepast, vraagt iemand om geld, lijkt iemand jonger dan {{minimumAge}} of plaatst iemand inhoud die in strijd is met onze voorwaarden? Meld het dan via {{supportEmail}}, met de gebruikersnaam van het lid en een korte beschrijving van wat er is gebeurd.',
          'We bekijken elke melding zorgvuldig en grijpen in waar nodig. Je kunt het lid ook direct blokkeren via zijn of haar profiel.',
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
    intro:
      'Je toegang tot {{siteName}} is beperkt. Hieronder lees je waarom dit gebeurt en wat je kunt doen.',
    sections: [
      {
        heading: '1. Je toegang is beperkt',
        paragraphs: [
          'We beperken de toegang wanneer we reden hebben om aan te nemen dat onze algemene voorwaarden zijn overtreden. Dat kan bijvoorbeeld gebeuren na ernstige of herhaalde overtredingen van onze gedragsregels, bij een vermoeden dat iemand jonger is dan {{minimumAge}}, of bij een vermoeden van fraude of misbruik van betaalmethoden.',
          'Zolang de beperking geldt, kun je niet inloggen en de dienst niet gebruiken.',
        ],
      },
      {
        heading: '2. Wat je kunt doen',
        paragraphs: [
          'Denk je dat er sprake is van een vergissing? Mail dan vanaf het adres dat aan je account is gekoppeld naar {{supportEmail}}. Vermeld je gebruikersnaam en alle informatie die ons kan helpen.',
          'We beoordelen elk verzoek afzonderlijk. Dat duurt meestal enkele werkdagen; de uitkomst laten we je per e-mail weten.',
        ],
      },
      {
        heading: '3. Bezwaar',
        paragraphs: [
          'Ben je het niet eens met ons besluit, dan kun je bezwaar maken door op onze e-mail te reageren en uit te leggen waarom. Je bezwaar wordt beoordeeld door een ander lid van ons team.',
          'Dit doet geen afbreuk aan je rechten op grond van het toepasselijke recht.',
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
          "Voor inhoud die door leden is geüpload, is de exploitant niet de primaire producent (primary producer) in de zin van 18 U.S.C. 2257. Toch controleren we geüploade foto's en verwijderen we alle inhoud waarop mogelijk een minderjarige te zien is.",
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
