import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Conditions générales',
    intro:
      "Les présentes conditions s'appliquent à toute utilisation de {{siteName}}. Veuillez les lire attentivement avant de créer un compte ou d'acheter des crédits. Version du {{termsDate}}.",
    sections: [
      {
        heading: "1. Champ d'application et éditeur",
        paragraphs: [
          "{{siteName}}, accessible à l'adresse {{domain}}, est exploité par {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, inscrite à la Chambre de commerce (KvK) sous le numéro {{kvk}}. Dans les présentes conditions, « nous » désigne {{companyName}}.",
          "{{siteName}} est un service de rencontre et de chat en ligne réservé aux adultes. Les membres créent un profil, recherchent et découvrent d'autres membres, aiment des profils et discutent entre eux.",
          "Ces conditions s'appliquent à chaque visite et à chaque utilisation de {{siteName}}, y compris à tout achat de crédits. La présente version est en vigueur depuis le {{termsDate}}.",
        ],
      },
      {
        heading: "2. Conditions d'accès et compte",
        paragraphs: [
          "Vous ne pouvez utiliser {{siteName}} que si vous avez au moins {{minimumAge}} ans. Nous pouvons vous demander de confirmer votre âge et nous fermons tout compte dont nous avons des raisons de penser qu'il appartient à une personne mineure.",
          "Chaque personne ne peut détenir qu'un seul compte. Votre compte est personnel : ne communiquez pas vos identifiants et ne laissez personne d'autre l'utiliser.",
          'Fournissez des informations exactes et sincères lors de votre inscription et tenez-les à jour. Vous êtes responsable de toute activité effectuée depuis votre compte.',
          'En créant un compte, vous acceptez les présentes conditions ainsi que notre politique de confidentialité.',
        ],
      },
      {
        heading: '3. Crédits, statut premium et paiements',
        paragraphs: [
          "L'envoi de messages et de cadeaux ainsi que certaines autres fonctionnalités coûtent des crédits. Les crédits sont vendus par packs, et le coût d'une fonctionnalité vous est indiqué avant que vous l'utilisiez. Tous les prix s'entendent TVA comprise.",
          "Votre premier achat d'un pack de crédits, quel qu'il soit, fait de vous un membre premium à vie, sans frais supplémentaires. Les membres premium voient toutes les photos des autres membres et peuvent publier jusqu'à 25 photos.",
          "Les membres gratuits peuvent publier jusqu'à 3 photos, entamer jusqu'à 2 conversations et envoyer un nombre limité de messages gratuits. Certaines photos des autres membres ne sont visibles que par les membres premium.",
          "En finalisant un paiement, vous acceptez les conditions de paiement affichées lors de la commande, y compris l'enregistrement de vos données de paiement pour vos achats futurs. Les crédits sont ajoutés à votre compte dès la confirmation du paiement.",
        ],
      },
      {
        heading: '4. Profils fictifs et modération',
        paragraphs: [
          'Pour que le service reste vivant et divertissant, certains profils de {{siteName}} sont fictifs et gérés par nos soins. Chaque profil fictif est clairement signalé par une icône et un avertissement.',
          "Les conversations avec des profils fictifs ont une vocation purement ludique. Il n'est pas possible de rencontrer un profil fictif dans la vie réelle, et les messages qui leur sont adressés coûtent des crédits comme tout autre message.",
          'Nous modérons les profils, les photos et les contenus signalés. Nous pouvons supprimer des contenus ou restreindre des comptes qui enfreignent les présentes conditions.',
        ],
      },
      {
        heading: '5. Règles de conduite',
        paragraphs: [
          'Traitez les autres membres avec respect. Sont interdits sur {{siteName}} :',
          "- le harcèlement, les menaces, les propos haineux ou discriminatoires\n- tout contenu montrant ou impliquant des mineurs\n- la publicité, le démarchage commercial, le spam ou les demandes d'argent\n- l'usurpation d'identité ou l'utilisation de photos sur lesquelles vous ne détenez aucun droit\n- la diffusion de données personnelles d'autrui sans son consentement",
          "Vous pouvez bloquer n'importe quel membre depuis son profil. Le blocage supprime vos conversations et vos likes avec ce membre et empêche tout contact ultérieur. Vous pouvez également signaler un membre ou un contenu à notre service client.",
          'En cas de manquement à ces règles, nous pouvons supprimer des contenus, suspendre votre compte ou restreindre définitivement votre accès à {{siteName}}.',
        ],
      },
      {
        heading: '6. Résiliation et suppression du compte',
        paragraphs: [
          "Vous pouvez supprimer votre compte à tout moment depuis les paramètres de votre compte. Vous n'avez pas à vous justifier, mais vos remarques nous sont précieuses.",
          "Après la suppression, votre compte reste en attente de suppression pendant 14 jours. Pendant cette période, vous pouvez le réactiver grâce au lien figurant dans l'e-mail que nous vous envoyons ; passé ce délai, votre compte et votre profil sont définitivement supprimés.",
          'Vos crédits restants sont conservés si vous réactivez votre compte dans les 14 jours. Après la suppression définitive, les crédits non utilisés ne peuvent plus être utilisés et ne sont pas remboursés, sauf disposition contraire de notre politique de retour ou de la loi.',
          'Nous pouvons fermer un compte qui enfreint gravement ou de manière répétée les présentes conditions. Lorsque cela est approprié, nous vous en indiquons la raison.',
        ],
      },
      {
        heading: '7. Droit de rétractation et remboursements',
        paragraphs: [
          "En tant que consommateur, vous disposez d'un droit de rétractation de {{refundDays}} jours pour vos achats de crédits, dans les conditions prévues par notre politique de retour.",
          "Les crédits étant un contenu numérique fourni immédiatement, le droit de rétractation ne s'applique pas aux crédits déjà utilisés. Notre politique de retour explique comment demander le remboursement des crédits non utilisés.",
        ],
      },
      {
        heading: '8. Responsabilité et modifications',
        paragraphs: [
          "Nous faisons de notre mieux pour que {{siteName}} reste disponible et sûr, mais nous ne pouvons pas garantir un fonctionnement ininterrompu ou exempt d'erreurs. Nous ne sommes pas responsables des propos ou des actes des membres, ni des rencontres organisées entre eux.",
          "Notre responsabilité est limitée au montant que vous nous avez versé pour l'achat de crédits, sauf en cas de faute intentionnelle ou de faute lourde, ou lorsque la loi impérative n'autorise pas une telle limitation.",
          'Nous pouvons modifier les présentes conditions, par exemple lorsque nous ajoutons des fonctionnalités ou lorsque la loi évolue. Nous informons les membres des modifications importantes en temps utile ; la date indiquée en haut de page précise la version en vigueur.',
        ],
      },
      {
        heading: '9. Droit applicable et contact',
        paragraphs: [
          'Les présentes conditions sont régies par le droit du pays où {{companyName}} a son siège ({{companyCountry}}). Les dispositions impératives de protection des consommateurs de votre pays de résidence restent applicables.',
          "En cas de désaccord, nous cherchons toujours d'abord une solution avec vous. À défaut, le litige sera porté devant le tribunal compétent, sans préjudice de vos droits en tant que consommateur.",
          'Des questions sur ces conditions ? Contactez-nous par e-mail à {{supportEmail}} ou par téléphone au {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'La protection de vos données personnelles nous tient à cœur. Cette politique explique quelles données {{siteName}} traite, dans quel but, et quels droits vous confère le règlement général sur la protection des données (RGPD).',
    sections: [
      {
        heading: '1. Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement de vos données personnelles est {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, inscrite à la Chambre de commerce (KvK) sous le numéro {{kvk}}.',
          'Pour toute question relative à vos données, vous pouvez nous joindre par e-mail à {{supportEmail}} ou par téléphone au {{supportPhone}}.',
        ],
      },
      {
        heading: '2. Les données que nous collectons',
        paragraphs: [
          'Selon votre utilisation de {{siteName}}, nous traitons les données suivantes :',
          "- Données de compte : adresse e-mail, pseudo, mot de passe (conservé uniquement sous forme hachée) et date de naissance\n- Données de profil : sexe, orientation, région et ville, description, centres d'intérêt et autres informations que vous choisissez d'ajouter\n- Messages, likes et cadeaux que vous envoyez et recevez\n- Photos que vous publiez\n- Références de paiement : numéro de commande, montant, moyen de paiement et statut (vos données complètes de carte ou bancaires sont traitées par nos prestataires de paiement)\n- Données techniques et d'utilisation : adresse IP, type de navigateur, paramètres de langue, heures de connexion et pages consultées\n- Cookies et technologies similaires, décrits dans notre politique relative aux cookies",
          'Certaines informations de profil, comme votre orientation sexuelle, touchent à votre vie privée. Vous choisissez librement de les renseigner ; nous les traitons sur la base de votre consentement explicite et uniquement pour fournir le service.',
        ],
      },
      {
        heading: '3. Finalités et bases légales',
        paragraphs: [
          'Nous utilisons vos données uniquement pour des finalités clairement définies, chacune reposant sur une base légale prévue par le RGPD :',
          '- Créer et gérer votre compte, afficher votre profil et acheminer vos messages (exécution de notre contrat avec vous)\n- Traiter les paiements et tenir notre comptabilité (exécution du contrat et obligations légales)\n- Assurer la sécurité de la plateforme, prévenir la fraude et vérifier que les membres sont majeurs (intérêt légitime et obligations légales)\n- Envoyer des e-mails de service, comme la confirmation de votre adresse e-mail et les notifications que vous avez activées (exécution du contrat)\n- Envoyer des newsletters et des offres et utiliser des cookies non essentiels (votre consentement, que vous pouvez retirer à tout moment)\n- Améliorer le service à partir de statistiques agrégées (intérêt légitime)',
          "Vous pouvez modifier vos préférences d'e-mail à tout moment dans vos paramètres de notification ou grâce au lien de désinscription présent dans chaque e-mail.",
        ],
      },
      {
        heading: '4. Ce que les autres peuvent voir',
        paragraphs: [
          'Les autres membres et les visiteurs voient votre pseudo, votre âge (jamais votre date de naissance), votre région et votre ville, les informations de profil que vous avez renseignées et les photos que vous partagez. Certaines photos ne sont visibles que par les membres premium.',
          "Votre position exacte n'est jamais montrée aux autres. Si vous autorisez la géolocalisation, nous l'utilisons uniquement pour déterminer votre région et votre ville et vous montrer des membres proches de chez vous.",
          "Votre adresse e-mail, vos données de paiement et vos messages ne sont jamais visibles par les autres membres, à l'exception des messages que vous échangez avec eux.",
        ],
      },
      {
        heading: '5. Partage des données et sous-traitants',
        paragraphs: [
          'Nous ne vendons pas vos données personnelles et ne les communiquons pas à des tiers à des fins de prospection commerciale.',
          "Nous faisons appel à des prestataires soigneusement sélectionnés qui traitent des données pour notre compte dans le cadre d'un contrat de sous-traitance : prestataires de paiement, hébergeurs et fournisseurs de stockage, services d'envoi d'e-mails. Ils ne peuvent utiliser vos données que pour nous fournir leurs services.",
          "Lorsqu'un prestataire est établi en dehors de l'Espace économique européen, nous veillons à ce que vos données bénéficient d'une protection adéquate, par exemple au moyen des clauses contractuelles types de la Commission européenne. Nous ne communiquons des données aux autorités que lorsque la loi nous y oblige.",
        ],
      },
      {
        heading: '6. Durée de conservation',
        paragraphs: [
          'Nous conservons vos données tant que vous avez un compte. Lorsque vous supprimez votre compte, il reste en attente de suppression pendant 14 jours afin que vous puissiez encore le réactiver ; nous supprimons ou anonymisons ensuite votre profil, vos photos et vos messages.',
          'Les factures et justificatifs de paiement sont conservés pendant la durée imposée par la législation fiscale et comptable. Les journaux de sécurité ne sont conservés que pour une durée limitée, puis supprimés.',
        ],
      },
      {
        heading: '7. Vos droits',
        paragraphs: [
          'Conformément au RGPD, vous avez le droit :',
          "- d'accéder aux données personnelles que nous détenons sur vous\n- de faire corriger des données inexactes (rectification)\n- de faire effacer vos données\n- de recevoir vos données dans un format structuré et couramment utilisé (portabilité)\n- de vous opposer à un traitement fondé sur l'intérêt légitime, et à tout moment à la prospection commerciale\n- de demander la limitation du traitement dans certains cas\n- de retirer votre consentement à tout moment, sans remettre en cause les traitements effectués auparavant",
          "Vous pouvez modifier vous-même la plupart de vos données dans votre profil et vos paramètres. Pour toute autre demande, écrivez à {{supportEmail}} depuis l'adresse associée à votre compte ; nous répondons dans un délai d'un mois et pouvons vous demander de justifier de votre identité.",
          "Vous avez également le droit d'introduire une réclamation auprès d'une autorité de contrôle de la protection des données, notamment dans le pays de l'UE où vous résidez ou travaillez, ou dans celui où {{companyName}} est établie.",
        ],
      },
      {
        heading: '8. Sécurité',
        paragraphs: [
          "Nous protégeons vos données par des mesures techniques et organisationnelles appropriées, comme des connexions chiffrées (HTTPS), des mots de passe hachés, des contrôles d'accès et des mises à jour de sécurité régulières.",
          "Gardez votre mot de passe secret et ne l'utilisez pas sur d'autres sites. Si vous pensez qu'une autre personne a accès à votre compte, changez votre mot de passe et contactez-nous à {{supportEmail}}.",
          "En cas de violation de données présentant un risque pour vous, nous le signalons à l'autorité de contrôle et, lorsque la loi l'exige, nous vous en informons dans les meilleurs délais.",
        ],
      },
    ],
  },

  cookies: {
    title: 'Politique relative aux cookies',
    intro:
      'Cette politique explique quels cookies et technologies similaires {{siteName}} utilise et comment vous pouvez les contrôler.',
    sections: [
      {
        heading: "1. Qu'est-ce qu'un cookie ?",
        paragraphs: [
          "Un cookie est un petit fichier texte qu'un site enregistre dans votre navigateur. Il permet par exemple au site de se souvenir que vous êtes connecté ou de la langue que vous préférez.",
          'Des technologies similaires, comme le stockage local de votre navigateur, fonctionnent de manière comparable. Dans cette politique, nous les désignons toutes par le terme « cookies ».',
        ],
      },
      {
        heading: '2. Cookies strictement nécessaires',
        paragraphs: [
          'Ces cookies sont indispensables au fonctionnement de {{siteName}} et ne peuvent pas être désactivés. Ils ne nécessitent pas votre consentement.',
          "- Cookie de session (dont le nom commence par « auth. ») : vous maintient connecté ; expire après 30 jours\n- Cookie de langue « i18n_redirected » : mémorise la langue que vous avez choisie ; expire après 365 jours\n- Avertissement d'entrée sur le site (stockage local) : mémorise que vous avez fermé l'avertissement relatif aux contenus pour adultes, afin qu'il ne s'affiche pas à chaque visite",
        ],
      },
      {
        heading: "3. Cookies fonctionnels et de mesure d'audience",
        paragraphs: [
          "Nous n'utilisons de cookies fonctionnels et de mesure d'audience qu'avec votre consentement. Ils nous aident à mémoriser vos préférences et à comprendre comment le site est utilisé, afin de l'améliorer.",
          "Les données de mesure d'audience sont exploitées uniquement sous forme agrégée. Vous pouvez retirer votre consentement à tout moment ; ces cookies ne seront alors plus utilisés.",
        ],
      },
      {
        heading: '4. Gérer les cookies dans votre navigateur',
        paragraphs: [
          "Vous pouvez à tout moment consulter et supprimer les cookies dans les paramètres de votre navigateur, ou les bloquer entièrement. L'aide de votre navigateur vous explique comment procéder.",
          'Attention : si vous bloquez les cookies strictement nécessaires, vous ne pourrez pas vous connecter et certaines parties de {{siteName}} ne fonctionneront pas.',
        ],
      },
      {
        heading: '5. Contact',
        paragraphs: [
          "Vous avez des questions sur les cookies ou sur la manière dont nous traitons vos données personnelles ? Écrivez-nous à {{supportEmail}}. Vous trouverez plus d'informations dans notre politique de confidentialité.",
        ],
      },
    ],
  },

  faq: {
    title: 'Questions fréquentes',
    intro:
      'Retrouvez ici les réponses aux questions qui nous sont le plus souvent posées. Vous ne trouvez pas ce que vous cherchez ? Notre service client se fera un plaisir de vous aider.',
    sections: [
      {
        heading: 'Comment fonctionnent les crédits ?',
        paragraphs: [
          'Les crédits sont la monnaie de {{siteName}}. Ils servent à envoyer des messages et des cadeaux et à utiliser certaines autres fonctionnalités ; le coût vous est toujours indiqué avant que vous ne dépensiez des crédits.',
          'Vous achetez des crédits par packs et pouvez recharger votre solde à tout moment. Votre solde actuel est toujours visible dans votre compte.',
        ],
      },
      {
        heading: "Qu'apporte le statut de membre premium ?",
        paragraphs: [
          "Votre premier achat d'un pack de crédits, quel qu'il soit, fait de vous un membre premium à vie, sans frais supplémentaires. En tant que membre premium, vous voyez toutes les photos des autres membres, pouvez publier jusqu'à 25 photos et accédez aux fonctionnalités de chat réservées aux membres premium.",
          "Les membres gratuits peuvent publier jusqu'à 3 photos et entamer jusqu'à 2 conversations.",
        ],
      },
      {
        heading: "L'inscription est-elle gratuite ?",
        paragraphs: [
          "Oui. La création d'un compte et d'un profil est gratuite, et vous pouvez rechercher des membres, consulter des profils et les aimer sans rien payer. Les nouveaux membres reçoivent en outre un nombre limité de messages gratuits.",
          "Vous ne payez que lorsque vous achetez des crédits. Il n'y a pas d'abonnement : vous décidez quand et combien de crédits vous achetez.",
        ],
      },
      {
        heading: 'Pourquoi dois-je confirmer mon adresse e-mail ?',
        paragraphs: [
          "La confirmation prouve que l'adresse e-mail vous appartient bien et contribue à protéger votre compte. Tant que vous ne l'avez pas confirmée, les autres membres ne peuvent pas répondre à vos messages.",
          "Cliquez sur le lien figurant dans l'e-mail d'activation que nous vous avons envoyé après votre inscription. Vous ne l'avez pas reçu ? Vérifiez votre dossier de courrier indésirable ou contactez notre service client.",
        ],
      },
      {
        heading: 'Tous les profils sont-ils réels ?',
        paragraphs: [
          'La plupart des profils appartiennent à de vrais membres. Certains profils sont toutefois fictifs et gérés par nos soins à des fins de divertissement.',
          "Les profils fictifs sont toujours signalés par une icône et un avertissement sur le profil. Il n'est pas possible de les rencontrer dans la vie réelle ; nos conditions générales vous en disent plus à ce sujet.",
        ],
      },
      {
        heading: "Comment bloquer quelqu'un ?",
        paragraphs: [
          'Ouvrez le profil du membre et choisissez Bloquer. Vos conversations et vos likes avec ce membre sont supprimés, et il ne peut plus consulter votre profil ni vous contacter.',
          "Vous pouvez débloquer un membre à tout moment depuis son profil. Si quelqu'un enfreint les règles, signalez-le également à notre service client.",
        ],
      },
      {
        heading: 'Comment supprimer mon compte ?',
        paragraphs: [
          'Rendez-vous dans les Paramètres et choisissez de supprimer votre compte. Vous pouvez nous indiquer pourquoi vous partez, ce qui nous aide à nous améliorer.',
          'Votre compte reste ensuite en attente de suppression pendant 14 jours. Pendant ce délai, vous pouvez le réactiver grâce au lien figurant dans notre e-mail ; il est ensuite supprimé définitivement.',
        ],
      },
      {
        heading: 'Comment changer de langue ?',
        paragraphs: [
          'Utilisez le menu des langues en haut de la page. Les langues proposées dépendent de votre pays.',
          "Si vous êtes connecté, votre choix est enregistré dans votre compte, et {{siteName}} s'affiche ainsi dans cette langue sur vos autres appareils également.",
        ],
      },
      {
        heading: 'Quels moyens de paiement puis-je utiliser ?',
        paragraphs: [
          "Selon votre pays, vous pouvez notamment payer par Carte Bancaire, carte de crédit, PayPal, Apple Pay, Bancontact, paysafecard, prélèvement SEPA ou virement bancaire. Les moyens de paiement disponibles pour vous s'affichent lors de la commande.",
          "Les paiements sont traités en toute sécurité par nos prestataires de paiement. Nous n'avons jamais accès à vos données complètes de carte.",
        ],
      },
      {
        heading: 'Comment contacter le service client ?',
        paragraphs: [
          'Écrivez-nous à {{supportEmail}} ou appelez-nous au {{supportPhone}}. Indiquez votre pseudo et, pour toute question relative à un paiement, le numéro de commande.',
          "Nous répondons à chaque message dans les meilleurs délais. Vous trouverez davantage d'aide sur notre page service client.",
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Politique de retour',
    intro:
      "Cette politique présente votre droit de rétractation lors de l'achat de crédits sur {{siteName}} et la marche à suivre pour demander un remboursement.",
    sections: [
      {
        heading: '1. Droit de rétractation',
        paragraphs: [
          "En tant que consommateur, vous pouvez vous rétracter d'un achat de crédits dans un délai de {{refundDays}} jours, sans avoir à vous justifier. Ce délai court à compter du jour où votre achat est finalisé.",
        ],
      },
      {
        heading: '2. Contenu numérique et crédits déjà utilisés',
        paragraphs: [
          "Les crédits sont un contenu numérique fourni immédiatement après le paiement. Lors de l'achat, vous acceptez que la fourniture commence sans attendre et reconnaissez perdre votre droit de rétractation pour les crédits que vous utilisez.",
          'La rétractation reste donc possible pour les crédits non utilisés. Les crédits déjà dépensés en messages, cadeaux ou autres fonctionnalités ne peuvent pas être remboursés.',
          'Si un pack a été partiellement utilisé, nous remboursons la valeur des crédits non utilisés au prorata du prix que vous avez payé pour le pack.',
        ],
      },
      {
        heading: '3. Comment demander un remboursement',
        paragraphs: [
          "Envoyez un e-mail à {{supportEmail}} dans les {{refundDays}} jours suivant votre achat. Indiquez votre pseudo, l'adresse e-mail de votre compte et le numéro de commande de l'achat.",
          "Vous trouverez le numéro de commande dans l'historique des transactions de votre compte. Nous accusons réception de votre demande par e-mail.",
        ],
      },
      {
        heading: '4. Modalités et délai de remboursement',
        paragraphs: [
          "Nous remboursons le montant au moyen du mode de paiement utilisé pour l'achat, sauf accord exprès contraire avec vous. Le remboursement ne vous occasionne aucun frais.",
          'Le remboursement intervient au plus tard 14 jours après la réception de votre demande. Les crédits remboursés sont retirés de votre compte.',
        ],
      },
      {
        heading: '5. Réclamations',
        paragraphs: [
          "Vous n'êtes pas satisfait de notre service ou du traitement de votre demande ? Faites-le-nous savoir à {{supportEmail}} en décrivant votre réclamation aussi précisément que possible.",
          'Nous vous répondons dans un délai de 14 jours. Si votre réclamation nécessite plus de temps, nous vous indiquons quand vous pouvez attendre une réponse complète.',
          'Si nous ne parvenons pas à trouver une solution ensemble, vous pouvez soumettre le litige à un médiateur de la consommation ou au tribunal compétent.',
        ],
      },
    ],
  },

  service: {
    title: 'Service client',
    intro:
      "Une question, une remarque ou besoin d'aide ? Notre équipe du service client est à votre disposition.",
    sections: [
      {
        heading: '1. Nous contacter',
        paragraphs: [
          '- E-mail : {{supportEmail}}\n- Téléphone : {{supportPhone}}',
          "Vous pouvez nous joindre par téléphone les jours ouvrables, aux heures de bureau (heure d'Europe centrale). Nous répondons aux e-mails dans les meilleurs délais.",
          'Indiquez toujours votre pseudo afin que nous puissions vous aider rapidement.',
        ],
      },
      {
        heading: '2. Questions sur les paiements',
        paragraphs: [
          "Pour toute question concernant un paiement, des crédits ou un remboursement, indiquez le numéro de commande, la date et le montant. Vous retrouverez vos commandes dans l'historique des transactions de votre compte.",
          "Vos crédits n'apparaissent pas après un paiement réussi ? Patientez quelques minutes et actualisez la page avant de nous contacter. Avec certains moyens de paiement, comme le virement bancaire, la confirmation prend plus de temps.",
          'Pour les remboursements, consultez notre politique de retour.',
        ],
      },
      {
        heading: '3. Aide au compte et à la connexion',
        paragraphs: [
          "Mot de passe oublié ? Utilisez le lien prévu à cet effet sur la page de connexion pour recevoir par e-mail un lien de réinitialisation. Ce lien n'est valable que pour une durée limitée ; s'il a expiré, demandez-en simplement un nouveau.",
          "Vous n'avez pas reçu l'e-mail d'activation ou de réinitialisation ? Vérifiez votre dossier de courrier indésirable et assurez-vous que votre adresse e-mail est correctement orthographiée.",
          'Après un trop grand nombre de tentatives de connexion infructueuses, votre compte est temporairement bloqué par mesure de sécurité. Patientez quelques minutes, puis réessayez.',
          'Vous avez supprimé votre compte par erreur ? Vous pouvez le réactiver dans les 14 jours grâce au lien figurant dans notre e-mail, ou nous contacter.',
        ],
      },
      {
        heading: '4. Signaler un membre ou un contenu',
        paragraphs: [
          "Si un membre se comporte de manière inappropriée, demande de l'argent, semble avoir moins de {{minimumAge}} ans ou publie un contenu contraire à nos conditions, signalez-le à {{supportEmail}}. Indiquez le pseudo du membre et décrivez brièvement ce qui s'est passé.",
          'Nous examinons chaque signalement avec attention et intervenons si nécessaire. Vous pouvez aussi bloquer immédiatement le membre depuis son profil.',
        ],
      },
      {
        heading: '5. Informations sur la société',
        paragraphs: [
          '{{siteName}} est un service proposé par :',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Chambre de commerce (KvK) : {{kvk}}\n- Numéro de TVA : {{vatNumbers}}\n- Noms commerciaux : {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Accès restreint',
    intro:
      'Votre accès à {{siteName}} a été restreint. Vous trouverez ci-dessous les raisons possibles et les démarches que vous pouvez entreprendre.',
    sections: [
      {
        heading: '1. Votre accès a été restreint',
        paragraphs: [
          "Nous restreignons l'accès lorsque nous avons des raisons de penser que nos conditions générales n'ont pas été respectées. Cela peut arriver, par exemple, après des manquements graves ou répétés à nos règles de conduite, en cas de soupçon qu'une personne a moins de {{minimumAge}} ans, ou en cas de suspicion de fraude ou d'utilisation abusive de moyens de paiement.",
          'Tant que la restriction est en vigueur, vous ne pouvez ni vous connecter ni utiliser le service.',
        ],
      },
      {
        heading: '2. Ce que vous pouvez faire',
        paragraphs: [
          "Si vous pensez qu'il s'agit d'une erreur, écrivez à {{supportEmail}} depuis l'adresse associée à votre compte. Indiquez votre pseudo et toute information susceptible de nous aider.",
          'Nous examinons chaque demande individuellement. Cela prend généralement quelques jours ouvrables, et nous vous communiquons notre décision par e-mail.',
        ],
      },
      {
        heading: '3. Recours',
        paragraphs: [
          'Si vous contestez notre décision, vous pouvez former un recours en répondant à notre e-mail et en expliquant vos raisons. Votre recours sera examiné par un autre membre de notre équipe.',
          'Cette démarche ne porte pas atteinte aux droits que vous confère la loi applicable.',
        ],
      },
    ],
  },

  '2257': {
    title: 'Déclaration de conformité 18 U.S.C. 2257',
    intro:
      "{{siteName}} est un service de rencontre et de chat en ligne réservé aux adultes. Cette déclaration concerne l'âge des personnes apparaissant dans les contenus visuels du site.",
    sections: [
      {
        heading: '1. Déclaration',
        paragraphs: [
          "Toutes les personnes apparaissant dans les contenus visuels produits par l'exploitant de {{siteName}} étaient âgées de 18 ans ou plus au moment de la création de ces contenus.",
          "Cela s'applique à l'ensemble de ces contenus, y compris aux photos utilisées dans nos supports promotionnels et sur les profils gérés par nos soins.",
        ],
      },
      {
        heading: '2. Contenus publiés par les membres',
        paragraphs: [
          "Les membres publient leurs propres photos. En créant un compte et en publiant des photos, chaque membre confirme avoir au moins {{minimumAge}} ans, que toutes les personnes représentées sont majeures et qu'il détient les droits sur ces photos ou l'autorisation de les utiliser.",
          "Pour les contenus publiés par les membres, l'exploitant n'est pas le producteur principal (primary producer) au sens de 18 U.S.C. 2257. Nous examinons néanmoins les photos publiées et supprimons tout contenu susceptible de représenter une personne mineure.",
        ],
      },
      {
        heading: '3. Dépositaire des registres',
        paragraphs: [
          "Les registres exigés par 18 U.S.C. 2257 pour les contenus produits par l'exploitant sont conservés par le dépositaire des registres (custodian of records) à l'adresse suivante :",
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
