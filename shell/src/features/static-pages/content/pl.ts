import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Regulamin',
    intro:
      'Niniejszy regulamin dotyczy każdego korzystania z serwisu {{siteName}}. Przeczytaj go uważnie, zanim założysz konto lub kupisz kredyty. Wersja z dnia: {{termsDate}}.',
    sections: [
      {
        heading: '1. Zakres i usługodawca',
        paragraphs: [
          'Serwis {{siteName}}, dostępny pod adresem {{domain}}, prowadzi spółka {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, wpisana do rejestru handlowego (KvK) pod numerem {{kvk}}. Ilekroć w regulaminie jest mowa o „nas”, chodzi o {{companyName}}.',
          '{{siteName}} to internetowy serwis randkowy i czat dla osób dorosłych. Członkowie tworzą profil, wyszukują i przeglądają innych członków, dają polubienia i rozmawiają ze sobą na czacie.',
          'Regulamin obowiązuje przy każdej wizycie w serwisie {{siteName}} i każdym korzystaniu z niego, w tym przy wszystkich zakupach kredytów. Niniejsza wersja obowiązuje od dnia: {{termsDate}}.',
        ],
      },
      {
        heading: '2. Warunki uczestnictwa i konto',
        paragraphs: [
          'Z serwisu {{siteName}} możesz korzystać tylko wtedy, gdy masz ukończone {{minimumAge}} lat. Możemy poprosić Cię o potwierdzenie wieku i zamkniemy każde konto, jeśli będziemy mieć powody, by sądzić, że jego właściciel jest niepełnoletni.',
          'Każda osoba może mieć tylko jedno konto. Konto jest osobiste: nie udostępniaj nikomu danych logowania i nie pozwalaj innym osobom korzystać ze swojego konta.',
          'Podczas rejestracji podaj prawdziwe i rzetelne dane i dbaj o ich aktualność. Odpowiadasz za wszelkie działania wykonywane z Twojego konta.',
          'Zakładając konto, akceptujesz niniejszy regulamin oraz naszą politykę prywatności.',
        ],
      },
      {
        heading: '3. Kredyty, członkostwo premium i płatności',
        paragraphs: [
          'Wysyłanie wiadomości i prezentów oraz niektóre inne funkcje wymagają kredytów. Kredyty są sprzedawane w pakietach, a koszt danej funkcji jest podawany przed jej użyciem. Wszystkie ceny zawierają podatek VAT.',
          'Pierwszy zakup dowolnego pakietu kredytów daje dożywotnie członkostwo premium bez dodatkowych opłat. Członkowie premium widzą wszystkie zdjęcia innych członków i mogą dodać do 25 własnych zdjęć.',
          'Członkowie bezpłatni mogą dodać do 3 zdjęć, rozpocząć do 2 rozmów i wysłać ograniczoną liczbę bezpłatnych wiadomości. Niektóre zdjęcia innych członków są widoczne tylko dla członków premium.',
          'Dokonując płatności, akceptujesz warunki płatności wyświetlane przy zakupie, w tym zapisanie Twoich danych płatniczych na potrzeby przyszłych zakupów. Kredyty są dopisywane do Twojego konta, gdy tylko płatność zostanie potwierdzona.',
        ],
      },
      {
        heading: '4. Profile fikcyjne i moderacja',
        paragraphs: [
          'Aby serwis był ciekawy i zapewniał rozrywkę, niektóre profile w serwisie {{siteName}} są fikcyjne i prowadzone przez nas. Każdy fikcyjny profil jest wyraźnie oznaczony ikoną i ostrzeżeniem.',
          'Rozmowy z profilami fikcyjnymi służą wyłącznie rozrywce. Nie można spotkać się z profilem fikcyjnym w rzeczywistości, a wiadomości wysyłane do takich profili kosztują kredyty tak samo jak każda inna wiadomość.',
          'Moderujemy profile, zdjęcia i zgłoszone treści. Możemy usuwać treści lub ograniczać konta naruszające niniejszy regulamin.',
        ],
      },
      {
        heading: '5. Zasady zachowania',
        paragraphs: [
          'Traktuj innych członków z szacunkiem. W serwisie {{siteName}} zabronione są:',
          '- nękanie, groźby, mowa nienawiści lub dyskryminacja\n- wszelkie treści przedstawiające osoby niepełnoletnie lub z ich udziałem\n- reklama, działalność handlowa, spam lub prośby o pieniądze\n- podszywanie się pod inne osoby lub używanie zdjęć, do których nie ma się praw\n- udostępnianie danych osobowych innych osób bez ich zgody',
          'Każdego członka możesz zablokować z poziomu jego profilu. Zablokowanie usuwa Wasze rozmowy i polubienia oraz uniemożliwia dalszy kontakt. Członka lub treść możesz też zgłosić.',
          'W razie naruszenia tych zasad możemy usunąć treści, zawiesić Twoje konto lub trwale ograniczyć Twój dostęp do serwisu {{siteName}}.',
        ],
      },
      {
        heading: '6. Rezygnacja i usunięcie konta',
        paragraphs: [
          'Możesz usunąć konto w dowolnym momencie w ustawieniach konta. Nie musisz podawać przyczyny, choć chętnie poznamy Twoją opinię.',
          'Po usunięciu konto przez 14 dni oczekuje na usunięcie. W tym czasie możesz je przywrócić za pomocą linku z e-maila, który Ci wyślemy; po upływie 14 dni konto i profil zostają trwale usunięte.',
          'Jeśli konto zostanie przywrócone w ciągu 14 dni, pozostałe kredyty są zachowane. Po trwałym usunięciu konta niewykorzystanych kredytów nie można już użyć i nie są one wypłacane, chyba że nasza polityka zwrotów lub bezwzględnie obowiązujące przepisy stanowią inaczej.',
          'Możemy zamknąć konto, które poważnie lub wielokrotnie narusza regulamin. W uzasadnionych przypadkach poinformujemy Cię o przyczynie.',
        ],
      },
      {
        heading: '7. Prawo odstąpienia od umowy i zwroty',
        paragraphs: [
          'Jako konsumentowi przysługuje Ci prawo odstąpienia od zakupu kredytów w terminie {{refundDays}} dni, na warunkach określonych w naszej polityce zwrotów.',
          'Ponieważ kredyty są treścią cyfrową dostarczaną natychmiast, prawo odstąpienia nie obejmuje kredytów już wykorzystanych. Nasza polityka zwrotów wyjaśnia, jak wnioskować o zwrot za niewykorzystane kredyty.',
        ],
      },
      {
        heading: '8. Odpowiedzialność i zmiany',
        paragraphs: [
          'Dokładamy wszelkich starań, aby serwis {{siteName}} był dostępny i bezpieczny, ale nie możemy zagwarantować jego nieprzerwanego ani bezbłędnego działania. Nie odpowiadamy za to, co mówią lub robią członkowie, ani za spotkania umawiane między członkami.',
          'Nasza odpowiedzialność jest ograniczona do kwoty zapłaconej nam przez Ciebie za kredyty, z wyjątkiem przypadków winy umyślnej lub rażącego niedbalstwa oraz sytuacji, w których bezwzględnie obowiązujące przepisy nie dopuszczają takiego ograniczenia.',
          'Możemy zmieniać regulamin, na przykład przy wprowadzaniu nowych funkcji lub w razie zmiany przepisów. O istotnych zmianach poinformujemy członków z odpowiednim wyprzedzeniem; data wersji podana na początku wskazuje, która wersja obecnie obowiązuje.',
        ],
      },
      {
        heading: '9. Prawo właściwe i kontakt',
        paragraphs: [
          'Regulamin podlega prawu państwa, w którym {{companyName}} ma siedzibę ({{companyCountry}}). Nie narusza to bezwzględnie obowiązujących przepisów o ochronie konsumentów kraju, w którym mieszkasz.',
          'Zawsze w pierwszej kolejności staramy się rozwiązać spór wspólnie z Tobą. Jeśli nie będzie to możliwe, spór zostanie poddany właściwemu sądowi, bez uszczerbku dla Twoich praw konsumenckich.',
          'Masz pytania dotyczące regulaminu? Napisz do nas na adres {{supportEmail}} lub zadzwoń pod numer {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Polityka prywatności',
    intro:
      'Ochronę Twoich danych osobowych traktujemy poważnie. Niniejsza polityka wyjaśnia, jakie dane przetwarza serwis {{siteName}}, w jakim celu to robimy i jakie prawa przysługują Ci na mocy ogólnego rozporządzenia o ochronie danych (RODO).',
    sections: [
      {
        heading: '1. Administrator danych',
        paragraphs: [
          'Administratorem Twoich danych osobowych jest {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, wpisana do rejestru handlowego (KvK) pod numerem {{kvk}}.',
          'We wszystkich sprawach dotyczących prywatności możesz się z nami skontaktować e-mailowo pod adresem {{supportEmail}} lub telefonicznie pod numerem {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Jakie dane zbieramy',
        paragraphs: [
          'W zależności od tego, jak korzystasz z serwisu {{siteName}}, przetwarzamy następujące dane:',
          '- Dane konta: adres e-mail, nazwa użytkownika, hasło (przechowywane wyłącznie w postaci skrótu kryptograficznego) i data urodzenia\n- Dane profilu: płeć, orientacja, region i miasto, opis, zainteresowania oraz wszelkie inne informacje, które zdecydujesz się dodać\n- Wiadomości, polubienia i prezenty, które wysyłasz i otrzymujesz\n- Zdjęcia, które dodajesz\n- Dane referencyjne płatności: numer zamówienia, kwota, metoda i status płatności (pełne dane Twojej karty lub rachunku bankowego obsługują nasi operatorzy płatności)\n- Dane urządzenia i korzystania z serwisu: adres IP, typ przeglądarki, ustawienia językowe, czas logowania i odwiedzane strony\n- Pliki cookie i podobne technologie opisane w naszej polityce plików cookie',
          'Niektóre dane profilu, takie jak orientacja seksualna, dotyczą Twojego życia prywatnego. Ich podanie jest zawsze dobrowolne; przetwarzamy je na podstawie Twojej wyraźnej zgody i wyłącznie w celu świadczenia usługi.',
        ],
      },
      {
        heading: '3. Cele i podstawy prawne',
        paragraphs: [
          'Wykorzystujemy Twoje dane wyłącznie w jasno określonych celach, z których każdy ma podstawę prawną w RODO:',
          '- Założenie konta i zarządzanie nim, wyświetlanie profilu i doręczanie wiadomości (wykonanie zawartej z Tobą umowy)\n- Obsługa płatności i prowadzenie księgowości (wykonanie umowy i obowiązki prawne)\n- Zapewnienie bezpieczeństwa platformy, zapobieganie oszustwom i sprawdzanie, czy członkowie są pełnoletni (prawnie uzasadniony interes i obowiązki prawne)\n- Wysyłanie e-maili serwisowych, takich jak potwierdzenie adresu e-mail i włączone przez Ciebie powiadomienia (wykonanie umowy)\n- Wysyłanie newsletterów i ofert oraz używanie plików cookie innych niż niezbędne (Twoja zgoda, którą możesz w każdej chwili wycofać)\n- Ulepszanie serwisu na podstawie zbiorczych statystyk (prawnie uzasadniony interes)',
          'Preferencje dotyczące e-maili możesz w każdej chwili zmienić w ustawieniach powiadomień lub za pomocą linku do rezygnacji z subskrypcji zamieszczonego w każdym e-mailu.',
        ],
      },
      {
        heading: '4. Co widzą inni',
        paragraphs: [
          'Inni członkowie i odwiedzający widzą Twoją nazwę użytkownika, wiek (nigdy datę urodzenia), region i miasto, wypełnione przez Ciebie informacje w profilu oraz udostępnione zdjęcia. Niektóre zdjęcia są widoczne tylko dla członków premium.',
          'Twoja dokładna lokalizacja nigdy nie jest pokazywana innym. Jeśli zezwolisz na geolokalizację, używamy jej wyłącznie do ustalenia Twojego regionu i miasta oraz do pokazywania Ci członków w pobliżu.',
          'Twój adres e-mail, dane płatnicze i wiadomości nigdy nie są widoczne dla innych członków, z wyjątkiem wiadomości, które z nimi wymieniasz.',
        ],
      },
      {
        heading: '5. Udostępnianie danych i podmioty przetwarzające',
        paragraphs: [
          'Nie sprzedajemy Twoich danych osobowych i nie udostępniamy ich podmiotom trzecim do ich własnych celów marketingowych.',
          'Współpracujemy ze starannie wybranymi dostawcami, którzy przetwarzają dane w naszym imieniu na podstawie umowy powierzenia przetwarzania danych: operatorami płatności, dostawcami hostingu i przechowywania danych oraz usługami wysyłki e-maili. Mogą oni wykorzystywać Twoje dane wyłącznie do świadczenia nam swoich usług.',
          'Jeśli dostawca ma siedzibę poza Europejskim Obszarem Gospodarczym, zapewniamy odpowiednią ochronę danych, na przykład za pomocą standardowych klauzul umownych Komisji Europejskiej. Dane przekazujemy organom publicznym wyłącznie wtedy, gdy wymaga tego prawo.',
        ],
      },
      {
        heading: '6. Jak długo przechowujemy dane',
        paragraphs: [
          'Przechowujemy Twoje dane tak długo, jak masz konto. Po usunięciu konta przez 14 dni oczekuje ono na usunięcie, aby można je było jeszcze przywrócić; następnie usuwamy lub anonimizujemy profil, zdjęcia i wiadomości.',
          'Faktury i dokumentację płatności przechowujemy przez okres wymagany przepisami podatkowymi i rachunkowymi. Logi bezpieczeństwa przechowujemy tylko przez ograniczony czas, a następnie je usuwamy.',
        ],
      },
      {
        heading: '7. Twoje prawa',
        paragraphs: [
          'Na mocy RODO przysługuje Ci prawo do:',
          '- dostępu do przechowywanych przez nas Twoich danych osobowych\n- sprostowania nieprawidłowych danych\n- usunięcia danych\n- otrzymania danych w ustrukturyzowanym, powszechnie używanym formacie (przenoszenie danych)\n- sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie, a w każdej chwili także wobec marketingu bezpośredniego\n- ograniczenia przetwarzania w określonych przypadkach\n- wycofania zgody w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego wcześniej',
          'Większość danych możesz samodzielnie zmienić w profilu i ustawieniach. W pozostałych sprawach napisz na adres {{supportEmail}} z adresu powiązanego z Twoim kontem; odpowiadamy w ciągu miesiąca i możemy poprosić Cię o potwierdzenie tożsamości.',
          'Przysługuje Ci także prawo wniesienia skargi do organu nadzorczego ds. ochrony danych, w szczególności w państwie UE, w którym mieszkasz lub pracujesz (w Polsce jest to Prezes Urzędu Ochrony Danych Osobowych), lub w państwie siedziby {{companyName}}.',
        ],
      },
      {
        heading: '8. Bezpieczeństwo',
        paragraphs: [
          'Chronimy Twoje dane za pomocą odpowiednich środków technicznych i organizacyjnych, takich jak szyfrowane połączenia (HTTPS), hasła przechowywane w postaci skrótów kryptograficznych, kontrola dostępu i regularne aktualizacje zabezpieczeń.',
          'Zachowaj hasło w tajemnicy i nie używaj go w innych serwisach. Jeśli podejrzewasz, że ktoś inny ma dostęp do Twojego konta, zmień hasło i skontaktuj się z nami pod adresem {{supportEmail}}.',
          'Jeśli dojdzie do naruszenia ochrony danych, które zagraża Twoim danym, zgłosimy je organowi nadzorczemu, a w wymaganych przypadkach niezwłocznie poinformujemy także Ciebie.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Polityka plików cookie',
    intro:
      'Niniejsza polityka wyjaśnia, jakich plików cookie i podobnych technologii używa serwis {{siteName}} oraz jak możesz nimi zarządzać.',
    sections: [
      {
        heading: '1. Czym są pliki cookie?',
        paragraphs: [
          'Pliki cookie to małe pliki tekstowe, które strona internetowa zapisuje w Twojej przeglądarce. Dzięki nim strona może zapamiętać na przykład Twoje logowanie lub wybrany przez Ciebie język.',
          'Podobne technologie, takie jak pamięć lokalna przeglądarki (local storage), działają w zbliżony sposób. W niniejszej polityce wszystkie je nazywamy plikami cookie.',
        ],
      },
      {
        heading: '2. Niezbędne pliki cookie',
        paragraphs: [
          'Te pliki cookie są konieczne do działania serwisu {{siteName}} i nie można ich wyłączyć. Nie wymagają Twojej zgody.',
          '- Plik cookie sesji (nazwa zaczyna się od „auth.”): utrzymuje zalogowanie; wygasa po 30 dniach\n- Plik cookie języka „i18n_redirected”: zapamiętuje wybrany język; wygasa po 365 dniach\n- Ostrzeżenie przy wejściu do serwisu (zapisywane w pamięci lokalnej): zapamiętuje, że ostrzeżenie o treściach dla dorosłych zostało zamknięte, aby nie wyświetlać go przy każdej wizycie',
        ],
      },
      {
        heading: '3. Funkcjonalne i analityczne pliki cookie',
        paragraphs: [
          'Funkcjonalnych i analitycznych plików cookie używamy wyłącznie za Twoją zgodą. Pomagają nam zapamiętać Twoje preferencje i zrozumieć, jak korzystasz z serwisu, abyśmy mogli go ulepszać.',
          'Dane analityczne wykorzystujemy wyłącznie w formie zbiorczej. Zgodę możesz w każdej chwili wycofać; od tego momentu te pliki cookie nie będą już używane.',
        ],
      },
      {
        heading: '4. Zarządzanie plikami cookie w przeglądarce',
        paragraphs: [
          'W ustawieniach przeglądarki możesz w każdej chwili przeglądać i usuwać pliki cookie lub całkowicie je zablokować. Jak to zrobić, opisuje pomoc Twojej przeglądarki.',
          'Pamiętaj, że po zablokowaniu niezbędnych plików cookie logowanie nie będzie możliwe, a część serwisu {{siteName}} nie będzie działać.',
        ],
      },
      {
        heading: '5. Kontakt',
        paragraphs: [
          'Masz pytania dotyczące plików cookie lub sposobu, w jaki przetwarzamy Twoje dane osobowe? Napisz do nas na adres {{supportEmail}}. Więcej informacji zawiera nasza polityka prywatności.',
        ],
      },
    ],
  },

  faq: {
    title: 'Często zadawane pytania',
    intro:
      'Odpowiedzi na pytania, które słyszymy najczęściej. Nie ma tu odpowiedzi na Twoje pytanie? Nasz dział obsługi klienta chętnie Ci pomoże.',
    sections: [
      {
        heading: 'Jak działają kredyty?',
        paragraphs: [
          'Kredyty to waluta serwisu {{siteName}}. Służą do wysyłania wiadomości i prezentów oraz do korzystania z niektórych innych funkcji; koszt jest zawsze widoczny, zanim wydasz kredyty.',
          'Kredyty kupujesz w pakietach i możesz je doładować w dowolnym momencie. Aktualne saldo zawsze widzisz na swoim koncie.',
        ],
      },
      {
        heading: 'Co daje członkostwo premium?',
        paragraphs: [
          'Pierwszy zakup dowolnego pakietu kredytów daje dożywotnie członkostwo premium bez dodatkowych opłat. Członkowie premium widzą wszystkie zdjęcia innych członków, mogą dodać do 25 zdjęć i korzystać z funkcji czatu dostępnych tylko dla członków premium.',
          'Członkowie bezpłatni mogą dodać do 3 zdjęć i rozpocząć do 2 rozmów.',
        ],
      },
      {
        heading: 'Czy rejestracja jest bezpłatna?',
        paragraphs: [
          'Tak. Założenie konta i profilu jest bezpłatne, a wyszukiwanie i przeglądanie członków oraz dawanie polubień nic nie kosztuje. Nowi członkowie otrzymują też ograniczoną liczbę bezpłatnych wiadomości.',
          'Płacisz tylko za kupione kredyty. Nie ma abonamentu: to Ty decydujesz, kiedy i ile kredytów kupić.',
        ],
      },
      {
        heading: 'Dlaczego muszę potwierdzić adres e-mail?',
        paragraphs: [
          'Potwierdzenie adresu e-mail pokazuje, że adres rzeczywiście należy do Ciebie, i pomaga chronić Twoje konto. Dopóki adres nie zostanie potwierdzony, inni członkowie nie mogą odpowiadać na Twoje wiadomości.',
          'Kliknij link w e-mailu aktywacyjnym, który wysłaliśmy Ci po rejestracji. Wiadomość nie dotarła? Sprawdź folder ze spamem lub skontaktuj się z działem obsługi klienta.',
        ],
      },
      {
        heading: 'Czy wszystkie profile są prawdziwe?',
        paragraphs: [
          'Większość profili należy do prawdziwych członków. Niektóre profile są jednak fikcyjne i prowadzimy je w celach rozrywkowych.',
          'Profile fikcyjne są zawsze oznaczone ikoną i ostrzeżeniem w profilu. Nie można się z nimi spotkać w rzeczywistości; szczegóły wyjaśnia nasz regulamin.',
        ],
      },
      {
        heading: 'Jak mogę kogoś zablokować?',
        paragraphs: [
          'Otwórz profil członka i wybierz opcję zablokowania. Wasze rozmowy i polubienia zostaną usunięte, a ta osoba nie będzie mogła już oglądać Twojego profilu ani się z Tobą kontaktować.',
          'Blokadę możesz w każdej chwili zdjąć z poziomu profilu członka. Jeśli ktoś łamie zasady, zgłoś go także.',
        ],
      },
      {
        heading: 'Jak usunąć konto?',
        paragraphs: [
          'W ustawieniach wybierz opcję usunięcia konta. Możesz podać powód odejścia, co pomoże nam ulepszać serwis.',
          'Następnie konto przez 14 dni oczekuje na usunięcie. W tym czasie możesz je przywrócić za pomocą linku z e-maila, który Ci wyślemy; potem zostaje trwale usunięte.',
        ],
      },
      {
        heading: 'Jak zmienić język?',
        paragraphs: [
          'Skorzystaj z menu języka u góry strony. Dostępne języki zależą od Twojego kraju.',
          'Po zalogowaniu Twój wybór jest zapisywany na koncie, dzięki czemu serwis {{siteName}} będzie wyświetlany w tym języku także na Twoich innych urządzeniach.',
        ],
      },
      {
        heading: 'Jakie metody płatności są dostępne?',
        paragraphs: [
          'W zależności od kraju możesz płacić m.in. kartą kredytową, przez PayPal, Apple Pay, iDEAL, Bancontact, Przelewy24, BLIK, paysafecard, poleceniem zapłaty SEPA lub przelewem bankowym. Dostępne metody są wyświetlane przy płatności.',
          'Płatności są bezpiecznie obsługiwane przez naszych operatorów płatności. Nigdy nie widzimy pełnych danych Twojej karty.',
        ],
      },
      {
        heading: 'Jak skontaktować się z działem obsługi klienta?',
        paragraphs: [
          'Napisz na adres {{supportEmail}} lub zadzwoń pod numer {{supportPhone}}. Podaj nazwę użytkownika, a w sprawach dotyczących płatności także numer zamówienia.',
          'Na każdą wiadomość odpowiadamy tak szybko, jak to możliwe. Więcej pomocy znajdziesz na stronie obsługi klienta.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Polityka zwrotów',
    intro:
      'Niniejsza polityka wyjaśnia, jakie prawo odstąpienia od umowy przysługuje Ci przy zakupie kredytów w serwisie {{siteName}} i jak wnioskować o zwrot pieniędzy.',
    sections: [
      {
        heading: '1. Prawo odstąpienia od umowy',
        paragraphs: [
          'Jako konsument możesz odstąpić od zakupu kredytów w terminie {{refundDays}} dni bez podawania przyczyny. Termin odstąpienia biegnie od dnia, w którym zakup został sfinalizowany.',
        ],
      },
      {
        heading: '2. Treści cyfrowe i wykorzystane kredyty',
        paragraphs: [
          'Kredyty są treścią cyfrową dostarczaną natychmiast po zapłacie. Kupując kredyty, zgadzasz się na rozpoczęcie dostarczania od razu i przyjmujesz do wiadomości, że prawo odstąpienia wygasa w odniesieniu do wykorzystanych kredytów.',
          'Odstąpienie jest więc możliwe w odniesieniu do kredytów jeszcze niewykorzystanych. Kredyty wydane na wiadomości, prezenty lub inne funkcje nie podlegają zwrotowi.',
          'Jeśli pakiet został wykorzystany częściowo, zwracamy wartość niewykorzystanych kredytów proporcjonalnie do ceny zapłaconej za pakiet.',
        ],
      },
      {
        heading: '3. Jak złożyć wniosek o zwrot',
        paragraphs: [
          'Wyślij e-mail na adres {{supportEmail}} w ciągu {{refundDays}} dni od zakupu, podając nazwę użytkownika, adres e-mail konta oraz numer zamówienia.',
          'Numer zamówienia znajdziesz w zestawieniu transakcji na swoim koncie. Otrzymanie wniosku potwierdzimy Ci e-mailem.',
        ],
      },
      {
        heading: '4. Sposób i termin zwrotu',
        paragraphs: [
          'Zwracamy kwotę przy użyciu tej samej metody płatności, której użyto przy zakupie, chyba że wyraźnie uzgodnimy z Tobą inaczej. Zwrot nie wiąże się dla Ciebie z żadnymi opłatami.',
          'Zwrot następuje najpóźniej w ciągu 14 dni od otrzymania wniosku. Zwrócone kredyty są usuwane z Twojego konta.',
        ],
      },
      {
        heading: '5. Reklamacje',
        paragraphs: [
          'Masz zastrzeżenia do naszej usługi lub sposobu rozpatrzenia wniosku? Napisz do nas na adres {{supportEmail}} i jak najdokładniej opisz reklamację.',
          'Odpowiemy w ciągu 14 dni. Jeśli rozpatrzenie reklamacji będzie wymagało więcej czasu, poinformujemy Cię, kiedy możesz spodziewać się pełnej odpowiedzi.',
          'Jeśli nie uda nam się wspólnie znaleźć rozwiązania, możesz skierować spór do podmiotu pozasądowego rozwiązywania sporów konsumenckich lub do właściwego sądu.',
        ],
      },
    ],
  },

  service: {
    title: 'Obsługa klienta',
    intro: 'Masz pytania lub uwagi albo potrzebujesz pomocy? Nasz dział obsługi klienta chętnie Ci pomoże.',
    sections: [
      {
        heading: '1. Jak się z nami skontaktować',
        paragraphs: [
          '- E-mail: {{supportEmail}}\n- Telefon: {{supportPhone}}',
          'Telefonicznie jesteśmy dostępni w dni robocze w godzinach pracy biura (czasu środkowoeuropejskiego). Na e-maile odpowiadamy tak szybko, jak to możliwe.',
          'Zawsze podawaj nazwę użytkownika, abyśmy mogli szybko Ci pomóc. Ze względów bezpieczeństwa nigdy nie poprosimy Cię o hasło.',
        ],
      },
      {
        heading: '2. Pytania dotyczące płatności',
        paragraphs: [
          'W sprawach dotyczących płatności, kredytów lub zwrotu podaj numer zamówienia, datę i kwotę. Swoje zamówienia znajdziesz w zestawieniu transakcji na koncie.',
          'Kredyty nie pojawiły się po udanej płatności? Odczekaj kilka minut i odśwież stronę, zanim się z nami skontaktujesz. Niektóre metody płatności, np. przelew bankowy, wymagają dłuższego czasu na potwierdzenie.',
          'Informacje o zwrotach zawiera nasza polityka zwrotów.',
        ],
      },
      {
        heading: '3. Pomoc dotycząca konta i logowania',
        paragraphs: [
          'Nie pamiętasz hasła? Skorzystaj z linku do odzyskiwania hasła na stronie logowania, a otrzymasz e-mailem link do ustawienia nowego hasła. Link jest ważny przez ograniczony czas; jeśli wygasł, wystarczy poprosić o nowy.',
          'Nie dotarł e-mail aktywacyjny lub e-mail z linkiem do zmiany hasła? Sprawdź folder ze spamem i upewnij się, że adres e-mail został wpisany poprawnie.',
          'Konto zostało usunięte przez pomyłkę? Możesz je przywrócić w ciągu 14 dni za pomocą linku z e-maila, który Ci wysłaliśmy, lub skontaktować się z nami.',
        ],
      },
      {
        heading: '4. Zgłaszanie członka lub treści',
        paragraphs: [
          'Jeśli członek zachowuje się niewłaściwie, prosi o pieniądze, wydaje się mieć mniej niż {{minimumAge}} lat lub publikuje treści naruszające regulamin, zgłoś to na adres {{supportEmail}}. Podaj nazwę użytkownika tego członka i krótko opisz, co się stało.',
          'Każde zgłoszenie starannie sprawdzamy i w razie potrzeby podejmujemy działania. Członka możesz też od razu zablokować z poziomu jego profilu.',
        ],
      },
      {
        heading: '5. Dane firmy',
        paragraphs: [
          'Usługodawcą serwisu {{siteName}} jest:',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Rejestr handlowy (KvK): {{kvk}}\n- Numer VAT: {{vatNumbers}}\n- Nazwy handlowe: {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Dostęp ograniczony',
    intro:
      'Twój dostęp do serwisu {{siteName}} został ograniczony. Poniżej wyjaśniamy, dlaczego tak się dzieje i co możesz zrobić.',
    sections: [
      {
        heading: '1. Twój dostęp został ograniczony',
        paragraphs: [
          'Ograniczamy dostęp, gdy mamy powody, by sądzić, że naruszono nasz regulamin. Może się tak stać na przykład po poważnych lub wielokrotnych naruszeniach zasad zachowania, gdy podejrzewamy, że użytkownik nie ukończył {{minimumAge}} lat, lub w przypadku podejrzenia oszustwa albo nadużycia metod płatności.',
          'Dopóki ograniczenie obowiązuje, nie możesz się zalogować ani korzystać z serwisu.',
        ],
      },
      {
        heading: '2. Co możesz zrobić',
        paragraphs: [
          'Jeśli uważasz, że to pomyłka, napisz na adres {{supportEmail}} z adresu powiązanego z Twoim kontem. Podaj nazwę użytkownika i wszelkie informacje, które mogą nam pomóc.',
          'Każdą prośbę rozpatrujemy indywidualnie. Zwykle trwa to kilka dni roboczych, a o wyniku poinformujemy Cię e-mailem.',
        ],
      },
      {
        heading: '3. Odwołanie',
        paragraphs: [
          'Jeśli nie zgadzasz się z naszą decyzją, możesz się od niej odwołać, odpowiadając na nasz e-mail i podając uzasadnienie. Odwołanie rozpatrzy inny członek naszego zespołu.',
          'Nie narusza to praw przysługujących Ci na mocy obowiązujących przepisów.',
        ],
      },
    ],
  },

  '2257': {
    title: 'Oświadczenie o zgodności z 18 U.S.C. 2257',
    intro:
      '{{siteName}} to internetowy serwis randkowy i czat dla osób dorosłych. Niniejsze oświadczenie dotyczy wieku osób przedstawionych w treściach wizualnych w serwisie.',
    sections: [
      {
        heading: '1. Oświadczenie',
        paragraphs: [
          'Wszystkie osoby występujące w treściach wizualnych wyprodukowanych przez operatora serwisu {{siteName}} miały co najmniej 18 lat w chwili powstania tych treści.',
          'Dotyczy to wszystkich takich treści, w tym zdjęć wykorzystywanych w naszych materiałach promocyjnych oraz w prowadzonych przez nas profilach.',
        ],
      },
      {
        heading: '2. Treści dodawane przez członków',
        paragraphs: [
          'Członkowie dodają własne zdjęcia. Zakładając konto i dodając zdjęcia, każdy członek potwierdza, że ukończył {{minimumAge}} lat, że wszystkie przedstawione osoby są pełnoletnie oraz że posiada prawa do zdjęć lub zgodę na ich wykorzystanie.',
          'Operator nie jest głównym producentem (primary producer) w rozumieniu 18 U.S.C. 2257 treści dodawanych przez członków. Mimo to sprawdzamy dodawane zdjęcia i usuwamy wszelkie treści, które mogą przedstawiać osobę niepełnoletnią.',
        ],
      },
      {
        heading: '3. Osoba odpowiedzialna za przechowywanie dokumentacji',
        paragraphs: [
          'Dokumentacja wymagana na podstawie 18 U.S.C. 2257 dotycząca treści wyprodukowanych przez operatora jest przechowywana przez osobę odpowiedzialną za jej przechowywanie pod adresem:',
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
