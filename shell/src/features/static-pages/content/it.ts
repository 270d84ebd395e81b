import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Termini e condizioni',
    intro:
      'Le presenti condizioni si applicano a qualsiasi utilizzo di {{siteName}}. Leggile con attenzione prima di creare un account o di acquistare crediti. Versione del {{termsDate}}.',
    sections: [
      {
        heading: '1. Ambito di applicazione e fornitore',
        paragraphs: [
          "{{siteName}}, raggiungibile all'indirizzo {{domain}}, è gestito da {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, iscritta al registro delle imprese (KvK) con il numero {{kvk}}. Nelle presenti condizioni, «noi» indica {{companyName}}.",
          '{{siteName}} è un servizio online di incontri e chat per adulti. I membri creano un profilo, cercano e visualizzano altri membri, mettono «mi piace» ai profili e chattano tra loro.',
          'Le presenti condizioni si applicano a ogni visita e a ogni utilizzo di {{siteName}}, compresi tutti gli acquisti di crediti. Questa versione è in vigore dal {{termsDate}}.',
        ],
      },
      {
        heading: '2. Requisiti e account',
        paragraphs: [
          'Puoi utilizzare {{siteName}} solo se hai almeno {{minimumAge}} anni. Possiamo chiederti di confermare la tua età e chiuderemo qualsiasi account se abbiamo motivo di ritenere che il titolare sia minorenne.',
          "Ogni persona può avere un solo account. L'account è personale: non condividere i tuoi dati di accesso e non permettere ad altri di utilizzarlo.",
          "Al momento dell'iscrizione fornisci dati corretti e veritieri e mantienili aggiornati. Sei responsabile di tutte le attività svolte tramite il tuo account.",
          'Creando un account accetti le presenti condizioni e la nostra informativa sulla privacy.',
        ],
      },
      {
        heading: '3. Crediti, status premium e pagamenti',
        paragraphs: [
          "L'invio di messaggi e di regali e alcune altre funzioni costano crediti. I crediti sono venduti in pacchetti e il costo di ogni funzione viene indicato prima dell'utilizzo. Tutti i prezzi sono comprensivi di IVA.",
          'Il primo acquisto di un qualsiasi pacchetto di crediti ti rende membro premium a vita, senza costi aggiuntivi. I membri premium possono vedere tutte le foto degli altri membri e caricare fino a 25 foto proprie.',
          'I membri gratuiti possono caricare fino a 3 foto, avviare fino a 2 conversazioni e inviare un numero limitato di messaggi gratuiti. Alcune foto degli altri membri sono visibili solo ai membri premium.',
          "Completando un pagamento accetti le condizioni di pagamento indicate al momento dell'acquisto, compresa la memorizzazione dei tuoi dati di pagamento per gli acquisti futuri. I crediti vengono accreditati sul tuo account non appena il pagamento è confermato.",
        ],
      },
      {
        heading: '4. Profili fittizi e moderazione',
        paragraphs: [
          "Per rendere il servizio vivace e divertente, alcuni profili su {{siteName}} sono fittizi e vengono gestiti da noi. Ogni profilo fittizio è chiaramente contrassegnato da un'icona e da un avviso.",
          'Le conversazioni con i profili fittizi hanno esclusivamente scopo di intrattenimento. Non è possibile incontrare di persona un profilo fittizio e i messaggi inviati a questi profili costano crediti come qualsiasi altro messaggio.',
          'Moderiamo profili, foto e contenuti segnalati. Possiamo rimuovere contenuti o limitare gli account che violano le presenti condizioni.',
        ],
      },
      {
        heading: '5. Regole di comportamento',
        paragraphs: [
          'Tratta gli altri membri con rispetto. Su {{siteName}} non sono consentiti:',
          "- molestie, minacce, discorsi d'odio o discriminazioni\n- qualsiasi contenuto che mostri o coinvolga minori\n- pubblicità, sollecitazioni commerciali, spam o richieste di denaro\n- spacciarsi per un'altra persona o usare foto su cui non si hanno i diritti\n- condividere dati personali di altre persone senza il loro consenso",
          'Puoi bloccare qualsiasi membro dal suo profilo. Il blocco elimina le vostre conversazioni e i vostri «mi piace» e impedisce qualsiasi ulteriore contatto. Puoi anche segnalare un membro o un contenuto.',
          'In caso di violazione di queste regole possiamo rimuovere contenuti, sospendere il tuo account o limitare in modo permanente il tuo accesso a {{siteName}}.',
        ],
      },
      {
        heading: "6. Disdetta e cancellazione dell'account",
        paragraphs: [
          "Puoi cancellare il tuo account in qualsiasi momento dalle impostazioni dell'account. Non devi indicarne il motivo, anche se il tuo parere ci è prezioso.",
          "Dopo la cancellazione, l'account resta in attesa di cancellazione per 14 giorni. In questo periodo puoi riattivarlo con il link contenuto nell'e-mail che ti inviamo; trascorsi 14 giorni, l'account e il profilo vengono cancellati definitivamente.",
          "Se riattivi l'account entro 14 giorni, i crediti residui ti restano disponibili. Dopo la cancellazione definitiva, i crediti non utilizzati non possono più essere usati e non vengono rimborsati, salvo diversa previsione della nostra politica di rimborso o di norme imperative di legge.",
          'Possiamo chiudere un account che violi le presenti condizioni in modo grave o ripetuto. Ove opportuno, ti comunicheremo il motivo.',
        ],
      },
      {
        heading: '7. Diritto di recesso e rimborsi',
        paragraphs: [
          'In qualità di consumatore, disponi di un diritto di recesso di {{refundDays}} giorni per gli acquisti di crediti, alle condizioni stabilite nella nostra politica di rimborso.',
          'Poiché i crediti sono contenuti digitali forniti immediatamente, il diritto di recesso non si applica ai crediti già utilizzati. La nostra politica di rimborso spiega come richiedere il rimborso dei crediti non utilizzati.',
        ],
      },
      {
        heading: '8. Responsabilità e modifiche',
        paragraphs: [
          'Facciamo del nostro meglio affinché {{siteName}} sia disponibile e sicuro, ma non possiamo garantire un funzionamento ininterrotto o privo di errori. Non rispondiamo di ciò che i membri dicono o fanno, né degli incontri organizzati tra membri.',
          "La nostra responsabilità è limitata all'importo che ci hai versato per l'acquisto di crediti, salvo in caso di dolo o colpa grave o qualora norme imperative di legge non consentano tale limitazione.",
          'Possiamo modificare le presenti condizioni, ad esempio quando introduciamo nuove funzioni o quando cambia la legge. Informeremo i membri delle modifiche importanti con congruo anticipo; la data di versione indicata in alto mostra quale versione è attualmente in vigore.',
        ],
      },
      {
        heading: '9. Legge applicabile e contatti',
        paragraphs: [
          'Le presenti condizioni sono regolate dalla legge del paese in cui {{companyName}} ha la propria sede legale ({{companyCountry}}). Restano salve le norme imperative a tutela dei consumatori del paese in cui risiedi.',
          'Cercheremo sempre di risolvere per prima cosa ogni controversia insieme a te. Se ciò non fosse possibile, la controversia sarà sottoposta al giudice competente, fatti salvi i tuoi diritti di consumatore.',
          "Hai domande su queste condizioni? Scrivici all'indirizzo {{supportEmail}} o chiamaci al numero {{supportPhone}}.",
        ],
      },
    ],
  },

  privacy: {
    title: 'Informativa sulla privacy',
    intro:
      'La protezione dei tuoi dati personali è per noi una cosa seria. La presente informativa spiega quali dati tratta {{siteName}}, perché lo facciamo e quali diritti ti riconosce il Regolamento generale sulla protezione dei dati (GDPR).',
    sections: [
      {
        heading: '1. Titolare del trattamento',
        paragraphs: [
          'Il titolare del trattamento dei tuoi dati personali è {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, iscritta al registro delle imprese (KvK) con il numero {{kvk}}.',
          "Per qualsiasi domanda sulla tua privacy puoi scriverci all'indirizzo {{supportEmail}} o chiamarci al numero {{supportPhone}}.",
        ],
      },
      {
        heading: '2. Dati che raccogliamo',
        paragraphs: [
          'A seconda di come utilizzi {{siteName}}, trattiamo i seguenti dati:',
          "- Dati dell'account: indirizzo e-mail, nome utente, password (conservata solo in forma di hash) e data di nascita\n- Dati del profilo: sesso, orientamento, regione e città, descrizione, interessi e qualsiasi altra informazione che scegli di aggiungere\n- Messaggi, «mi piace» e regali che invii e ricevi\n- Foto che carichi\n- Riferimenti di pagamento: numero d'ordine, importo, metodo e stato del pagamento (i dati completi della carta o del conto bancario sono gestiti dai nostri fornitori di servizi di pagamento)\n- Dati del dispositivo e di utilizzo: indirizzo IP, tipo di browser, impostazioni della lingua, orari di accesso e pagine visitate\n- Cookie e tecnologie simili, come descritto nella nostra informativa sui cookie",
          "Alcuni dati del profilo, come l'orientamento sessuale, rivelano aspetti della tua vita privata. Aggiungerli è sempre una tua scelta; li trattiamo sulla base del tuo consenso esplicito e solo per fornire il servizio.",
        ],
      },
      {
        heading: '3. Finalità e basi giuridiche',
        paragraphs: [
          'Utilizziamo i tuoi dati solo per finalità chiaramente definite, ciascuna con una base giuridica prevista dal GDPR:',
          '- Creare e gestire il tuo account, mostrare il tuo profilo e recapitare i tuoi messaggi (esecuzione del contratto con te)\n- Elaborare i pagamenti e tenere la contabilità (esecuzione del contratto e obblighi di legge)\n- Mantenere sicura la piattaforma, prevenire le frodi e verificare che i membri siano maggiorenni (legittimo interesse e obblighi di legge)\n- Inviare e-mail di servizio, come la conferma del tuo indirizzo e-mail e le notifiche che hai attivato (esecuzione del contratto)\n- Inviare newsletter e offerte e utilizzare cookie non essenziali (il tuo consenso, revocabile in qualsiasi momento)\n- Migliorare il servizio sulla base di statistiche aggregate (legittimo interesse)',
          'Puoi modificare in qualsiasi momento le tue preferenze e-mail nelle impostazioni delle notifiche o tramite il link di disiscrizione presente in ogni e-mail.',
        ],
      },
      {
        heading: '4. Che cosa vedono gli altri',
        paragraphs: [
          'Gli altri membri e i visitatori possono vedere il tuo nome utente, la tua età (mai la data di nascita), la regione e la città, le informazioni del profilo che hai compilato e le foto che condividi. Alcune foto sono visibili solo ai membri premium.',
          'La tua posizione esatta non viene mai mostrata ad altri. Se consenti la geolocalizzazione, la utilizziamo solo per determinare la tua regione e città e per mostrarti i membri nelle vicinanze.',
          'Il tuo indirizzo e-mail, i tuoi dati di pagamento e i tuoi messaggi non sono mai visibili agli altri membri, ad eccezione dei messaggi che scambi con loro.',
        ],
      },
      {
        heading: '5. Comunicazione dei dati e responsabili del trattamento',
        paragraphs: [
          'Non vendiamo i tuoi dati personali e non li comunichiamo a terzi per finalità di marketing proprie.',
          'Collaboriamo con fornitori accuratamente selezionati che trattano i dati per nostro conto sulla base di un accordo sul trattamento dei dati: fornitori di servizi di pagamento, fornitori di hosting e di archiviazione e servizi di invio e-mail. Possono utilizzare i tuoi dati solo per fornirci i loro servizi.',
          'Se un fornitore si trova al di fuori dello Spazio economico europeo, ci assicuriamo che i tuoi dati siano adeguatamente protetti, ad esempio mediante le clausole contrattuali tipo della Commissione europea. Comunichiamo dati alle autorità solo quando siamo obbligati per legge.',
        ],
      },
      {
        heading: '6. Per quanto tempo conserviamo i dati',
        paragraphs: [
          "Conserviamo i tuoi dati finché hai un account. Se cancelli l'account, questo resta in attesa di cancellazione per 14 giorni, così da poterlo ancora riattivare; successivamente cancelliamo o rendiamo anonimi il profilo, le foto e i messaggi.",
          'Le fatture e i dati dei pagamenti sono conservati per il periodo previsto dalla normativa fiscale e contabile. I log di sicurezza sono conservati solo per un periodo limitato e poi cancellati.',
        ],
      },
      {
        heading: '7. I tuoi diritti',
        paragraphs: [
          'Ai sensi del GDPR hai il diritto di:',
          '- accedere ai dati personali che conserviamo su di te\n- ottenere la rettifica dei dati inesatti\n- ottenere la cancellazione dei tuoi dati\n- ricevere i tuoi dati in un formato strutturato e di uso comune (portabilità dei dati)\n- opporti al trattamento basato sul legittimo interesse e, in qualsiasi momento, al marketing diretto\n- ottenere la limitazione del trattamento in determinati casi\n- revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato in precedenza',
          "La maggior parte dei dati puoi modificarla direttamente nel tuo profilo e nelle impostazioni. Per qualsiasi altra richiesta scrivi a {{supportEmail}} dall'indirizzo collegato al tuo account; rispondiamo entro un mese e potremmo chiederti di verificare la tua identità.",
          "Hai inoltre il diritto di proporre reclamo a un'autorità di controllo per la protezione dei dati, in particolare nel paese dell'UE in cui risiedi o lavori (in Italia, il Garante per la protezione dei dati personali) o in quello in cui ha sede {{companyName}}.",
        ],
      },
      {
        heading: '8. Sicurezza',
        paragraphs: [
          'Proteggiamo i tuoi dati con adeguate misure tecniche e organizzative, come connessioni cifrate (HTTPS), password conservate in forma di hash, controlli degli accessi e aggiornamenti di sicurezza periodici.',
          "Mantieni segreta la tua password e non utilizzarla su altri siti web. Se sospetti che qualcun altro abbia accesso al tuo account, cambia la password e contattaci all'indirizzo {{supportEmail}}.",
          "In caso di violazione dei dati che metta a rischio i tuoi dati, lo notificheremo all'autorità di controllo e, ove richiesto, ti informeremo senza ingiustificato ritardo.",
        ],
      },
    ],
  },

  cookies: {
    title: 'Informativa sui cookie',
    intro:
      'La presente informativa spiega quali cookie e tecnologie simili utilizza {{siteName}} e come puoi gestirli.',
    sections: [
      {
        heading: '1. Che cosa sono i cookie?',
        paragraphs: [
          "I cookie sono piccoli file di testo che un sito web memorizza nel tuo browser. Consentono al sito di ricordare, ad esempio, che hai effettuato l'accesso o quale lingua preferisci.",
          'Tecnologie simili, come la memoria locale (local storage) del browser, funzionano in modo analogo. In questa informativa le chiamiamo tutte cookie.',
        ],
      },
      {
        heading: '2. Cookie strettamente necessari',
        paragraphs: [
          'Questi cookie sono necessari per il funzionamento di {{siteName}} e non possono essere disattivati. Non richiedono il tuo consenso.',
          "- Cookie di sessione (il nome inizia con «auth.»): mantiene attivo il tuo accesso; scade dopo 30 giorni\n- Cookie della lingua «i18n_redirected»: ricorda la lingua che hai scelto; scade dopo 365 giorni\n- Avviso di ingresso al sito (salvato nella memoria locale): ricorda che hai chiuso l'avviso sui contenuti per adulti, così che non venga mostrato a ogni visita",
        ],
      },
      {
        heading: '3. Cookie funzionali e analitici',
        paragraphs: [
          'Utilizziamo cookie funzionali e analitici solo se ci hai dato il tuo consenso. Ci aiutano a ricordare le tue preferenze e a capire come viene utilizzato il sito, per poterlo migliorare.',
          'I dati analitici sono utilizzati solo in forma aggregata. Puoi revocare il consenso in qualsiasi momento; da quel momento questi cookie non verranno più utilizzati.',
        ],
      },
      {
        heading: '4. Gestire i cookie nel browser',
        paragraphs: [
          'Puoi visualizzare e cancellare i cookie in qualsiasi momento dalle impostazioni del browser, oppure bloccarli del tutto. La guida del tuo browser spiega come fare.',
          "Tieni presente che, se blocchi i cookie strettamente necessari, non potrai effettuare l'accesso e alcune parti di {{siteName}} non funzioneranno.",
        ],
      },
      {
        heading: '5. Contatti',
        paragraphs: [
          "Hai domande sui cookie o sul modo in cui trattiamo i tuoi dati personali? Scrivici all'indirizzo {{supportEmail}}. Ulteriori informazioni sono disponibili nella nostra informativa sulla privacy.",
        ],
      },
    ],
  },

  faq: {
    title: 'Domande frequenti',
    intro:
      'Le risposte alle domande che ci vengono poste più spesso. Non trovi ciò che cerchi? Il nostro servizio clienti sarà lieto di aiutarti.',
    sections: [
      {
        heading: 'Come funzionano i crediti?',
        paragraphs: [
          'I crediti sono la moneta di {{siteName}}. Servono per inviare messaggi e regali e per alcune altre funzioni; il costo viene sempre indicato prima che tu spenda dei crediti.',
          'I crediti si acquistano in pacchetti e puoi ricaricarli in qualsiasi momento. Il tuo saldo attuale è sempre visibile nel tuo account.',
        ],
      },
      {
        heading: 'Che cosa offre lo status di membro premium?',
        paragraphs: [
          'Il primo acquisto di un qualsiasi pacchetto di crediti ti rende membro premium a vita, senza costi aggiuntivi. Come membro premium puoi vedere tutte le foto degli altri membri, caricare fino a 25 foto e utilizzare le funzioni di chat riservate ai membri premium.',
          'I membri gratuiti possono caricare fino a 3 foto e avviare fino a 2 conversazioni.',
        ],
      },
      {
        heading: "L'iscrizione è gratuita?",
        paragraphs: [
          'Sì. Creare un account e un profilo è gratuito e puoi cercare e visualizzare i membri e mettere «mi piace» ai profili senza pagare. I nuovi membri ricevono inoltre un numero limitato di messaggi gratuiti.',
          "Paghi solo quando acquisti crediti. Non c'è alcun abbonamento ricorrente: decidi tu quando e quanti crediti acquistare.",
        ],
      },
      {
        heading: 'Perché devo confermare il mio indirizzo e-mail?',
        paragraphs: [
          "La conferma dimostra che l'indirizzo e-mail appartiene davvero a te e aiuta a proteggere il tuo account. Finché non l'hai confermato, gli altri membri non possono rispondere ai tuoi messaggi.",
          "Clicca sul link contenuto nell'e-mail di attivazione che ti abbiamo inviato dopo l'iscrizione. Non l'hai ricevuta? Controlla la cartella dello spam o contatta il servizio clienti.",
        ],
      },
      {
        heading: 'Tutti i profili sono reali?',
        paragraphs: [
          'La maggior parte dei profili appartiene a membri reali. Alcuni profili, tuttavia, sono fittizi e vengono gestiti da noi a scopo di intrattenimento.',
          "I profili fittizi sono sempre contrassegnati da un'icona e da un avviso sul profilo. Non è possibile incontrarli di persona; i nostri termini e condizioni lo spiegano più nel dettaglio.",
        ],
      },
      {
        heading: 'Come posso bloccare qualcuno?',
        paragraphs: [
          "Apri il profilo del membro e scegli l'opzione per bloccarlo. Le vostre conversazioni e i vostri «mi piace» vengono eliminati e quel membro non potrà più vedere il tuo profilo né contattarti.",
          'Puoi sbloccare un membro dal suo profilo in qualsiasi momento. Se qualcuno viola le regole, segnalalo anche.',
        ],
      },
      {
        heading: 'Come posso cancellare il mio account?',
        paragraphs: [
          "Vai nelle impostazioni e scegli l'opzione per cancellare l'account. Puoi dirci perché te ne vai: ci aiuta a migliorare.",
          "L'account resta quindi in attesa di cancellazione per 14 giorni. In questo periodo puoi riattivarlo con il link contenuto nell'e-mail che ti inviamo; successivamente viene cancellato definitivamente.",
        ],
      },
      {
        heading: 'Come cambio la lingua?',
        paragraphs: [
          'Usa il menu della lingua nella parte superiore della pagina. Le lingue disponibili dipendono dal tuo paese.',
          "Se hai effettuato l'accesso, la tua scelta viene salvata nell'account, così {{siteName}} apparirà in quella lingua anche sugli altri tuoi dispositivi.",
        ],
      },
      {
        heading: 'Quali metodi di pagamento posso utilizzare?',
        paragraphs: [
          "A seconda del paese puoi pagare, tra l'altro, con carta di credito, PayPal, Apple Pay, iDEAL, Bancontact, Przelewy24, BLIK, paysafecard, addebito diretto SEPA o bonifico bancario. I metodi disponibili per te vengono mostrati al momento del pagamento.",
          'I pagamenti sono elaborati in modo sicuro dai nostri fornitori di servizi di pagamento. Non vediamo mai i dati completi della tua carta.',
        ],
      },
      {
        heading: 'Come posso contattare il servizio clienti?',
        paragraphs: [
          "Scrivici all'indirizzo {{supportEmail}} o chiamaci al numero {{supportPhone}}. Indica il tuo nome utente e, per domande su un pagamento, il numero d'ordine.",
          'Rispondiamo a ogni messaggio il prima possibile. Ulteriore assistenza è disponibile nella pagina del nostro servizio clienti.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Politica di rimborso',
    intro:
      'La presente politica spiega il tuo diritto di recesso quando acquisti crediti su {{siteName}} e come richiedere un rimborso.',
    sections: [
      {
        heading: '1. Diritto di recesso',
        paragraphs: [
          "In qualità di consumatore puoi recedere da un acquisto di crediti entro {{refundDays}} giorni senza indicarne il motivo. Il periodo di recesso decorre dal giorno in cui l'acquisto è stato completato.",
        ],
      },
      {
        heading: '2. Contenuti digitali e crediti già utilizzati',
        paragraphs: [
          'I crediti sono contenuti digitali forniti subito dopo il pagamento. Acquistando crediti, accetti che la fornitura inizi immediatamente e prendi atto che il diritto di recesso decade per i crediti che utilizzi.',
          'Puoi quindi recedere per i crediti non ancora utilizzati. I crediti già spesi per messaggi, regali o altre funzioni non possono essere rimborsati.',
          'Se un pacchetto è stato utilizzato in parte, rimborsiamo il valore dei crediti non utilizzati in proporzione al prezzo pagato per il pacchetto.',
        ],
      },
      {
        heading: '3. Come richiedere un rimborso',
        paragraphs: [
          "Invia un'e-mail a {{supportEmail}} entro {{refundDays}} giorni dall'acquisto. Indica il tuo nome utente, l'indirizzo e-mail del tuo account e il numero d'ordine dell'acquisto.",
          "Il numero d'ordine si trova nel riepilogo delle transazioni del tuo account. Ti confermeremo per e-mail la ricezione della richiesta.",
        ],
      },
      {
        heading: '4. Modalità e tempi del rimborso',
        paragraphs: [
          "Rimborsiamo l'importo con lo stesso metodo di pagamento utilizzato per l'acquisto, salvo diverso accordo espresso con te. Il rimborso non comporta alcun costo a tuo carico.",
          'Il rimborso viene effettuato entro 14 giorni dal ricevimento della richiesta. I crediti rimborsati vengono rimossi dal tuo account.',
        ],
      },
      {
        heading: '5. Reclami',
        paragraphs: [
          "Non sei soddisfatto del nostro servizio o di come è stata gestita la tua richiesta? Faccelo sapere all'indirizzo {{supportEmail}} e descrivi il reclamo nel modo più chiaro possibile.",
          'Ti risponderemo entro 14 giorni. Se il reclamo richiede più tempo, ti comunicheremo quando puoi aspettarti una risposta completa.',
          'Se non riusciamo a trovare insieme una soluzione, puoi sottoporre la controversia a un organismo di risoluzione alternativa delle controversie o al giudice competente.',
        ],
      },
    ],
  },

  service: {
    title: 'Servizio clienti',
    intro:
      'Hai domande o osservazioni, o hai bisogno di aiuto? Il nostro servizio clienti sarà lieto di assisterti.',
    sections: [
      {
        heading: '1. Come contattarci',
        paragraphs: [
          '- E-mail: {{supportEmail}}\n- Telefono: {{supportPhone}}',
          "Siamo raggiungibili telefonicamente nei giorni lavorativi durante l'orario d'ufficio (ora dell'Europa centrale). Rispondiamo alle e-mail il prima possibile.",
          'Indica sempre il tuo nome utente, così potremo aiutarti rapidamente. Per la tua sicurezza non ti chiederemo mai la password.',
        ],
      },
      {
        heading: '2. Domande sui pagamenti',
        paragraphs: [
          "Per domande su un pagamento, sui crediti o su un rimborso, indica il numero d'ordine, la data e l'importo. Trovi i tuoi ordini nel riepilogo delle transazioni del tuo account.",
          'I crediti non compaiono dopo un pagamento andato a buon fine? Attendi qualche minuto e aggiorna la pagina prima di contattarci. Alcuni metodi di pagamento, come il bonifico bancario, richiedono più tempo per la conferma.',
          'Per i rimborsi consulta la nostra politica di rimborso.',
        ],
      },
      {
        heading: '3. Assistenza per account e accesso',
        paragraphs: [
          'Hai dimenticato la password? Usa il link per il recupero della password nella pagina di accesso per ricevere per e-mail un link di reimpostazione. Il link è valido per un periodo limitato; se è scaduto, richiedine semplicemente uno nuovo.',
          "Non hai ricevuto l'e-mail di attivazione o di reimpostazione? Controlla la cartella dello spam e verifica che il tuo indirizzo e-mail sia scritto correttamente.",
          "Hai cancellato l'account per errore? Puoi riattivarlo entro 14 giorni con il link contenuto nell'e-mail che ti abbiamo inviato, oppure contattarci.",
        ],
      },
      {
        heading: '4. Segnalare un membro o un contenuto',
        paragraphs: [
          "Se un membro si comporta in modo inappropriato, chiede denaro, sembra avere meno di {{minimumAge}} anni o pubblica contenuti che violano le nostre condizioni, segnalalo a {{supportEmail}}. Indica il nome utente del membro e descrivi brevemente l'accaduto.",
          'Esaminiamo con attenzione ogni segnalazione e interveniamo quando necessario. Puoi anche bloccare subito il membro dal suo profilo.',
        ],
      },
      {
        heading: "5. Dati dell'azienda",
        paragraphs: [
          '{{siteName}} è un servizio di:',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Registro delle imprese (KvK): {{kvk}}\n- Partita IVA: {{vatNumbers}}\n- Denominazioni commerciali: {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Accesso limitato',
    intro:
      'Il tuo accesso a {{siteName}} è stato limitato. Di seguito ti spieghiamo perché ciò accade e che cosa puoi fare.',
    sections: [
      {
        heading: '1. Il tuo accesso è stato limitato',
        paragraphs: [
          "Limitiamo l'accesso quando abbiamo motivo di ritenere che i nostri termini e condizioni siano stati violati. Ciò può avvenire, ad esempio, dopo violazioni gravi o ripetute delle nostre regole di comportamento, quando sospettiamo che un utente abbia meno di {{minimumAge}} anni o in caso di sospetta frode o uso improprio dei metodi di pagamento.",
          'Finché la limitazione è in vigore, non puoi accedere né utilizzare il servizio.',
        ],
      },
      {
        heading: '2. Che cosa puoi fare',
        paragraphs: [
          "Se ritieni che si tratti di un errore, scrivi a {{supportEmail}} dall'indirizzo collegato al tuo account. Indica il tuo nome utente e qualsiasi informazione che possa esserci utile.",
          "Esaminiamo ogni richiesta singolarmente. Di solito occorrono alcuni giorni lavorativi e ti comunicheremo l'esito per e-mail.",
        ],
      },
      {
        heading: '3. Ricorso',
        paragraphs: [
          "Se non sei d'accordo con la nostra decisione, puoi presentare ricorso rispondendo alla nostra e-mail e spiegandone i motivi. Il ricorso sarà esaminato da un altro membro del nostro team.",
          'Ciò non pregiudica i diritti che ti riconosce la legge applicabile.',
        ],
      },
    ],
  },

  '2257': {
    title: 'Dichiarazione di conformità 18 U.S.C. 2257',
    intro:
      "{{siteName}} è un servizio online di incontri e chat per adulti. La presente dichiarazione riguarda l'età delle persone ritratte nei contenuti visivi del sito.",
    sections: [
      {
        heading: '1. Dichiarazione',
        paragraphs: [
          'Tutte le persone che compaiono nei contenuti visivi prodotti dal gestore di {{siteName}} avevano almeno 18 anni al momento della realizzazione di tali contenuti.',
          'Ciò vale per tutti questi contenuti, comprese le foto utilizzate nel nostro materiale promozionale e nei profili gestiti da noi.',
        ],
      },
      {
        heading: '2. Contenuti caricati dai membri',
        paragraphs: [
          'I membri caricano le proprie foto. Creando un account e caricando foto, ogni membro conferma di avere almeno {{minimumAge}} anni, che tutte le persone ritratte sono maggiorenni e di essere titolare dei diritti sulle foto o di essere autorizzato a utilizzarle.',
          'Il gestore non è il produttore primario, ai sensi del 18 U.S.C. 2257, dei contenuti caricati dai membri. Verifichiamo comunque le foto caricate e rimuoviamo qualsiasi contenuto che possa ritrarre un minore.',
        ],
      },
      {
        heading: '3. Custode dei registri',
        paragraphs: [
          'I registri richiesti dal 18 U.S.C. 2257 per i contenuti prodotti dal gestore sono conservati dal custode dei registri presso:',
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
