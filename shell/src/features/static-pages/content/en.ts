import type { StaticPagesContent } from './types';

export const content: StaticPagesContent = {
  terms: {
    title: 'Terms and conditions',
    intro:
      'These terms apply to every use of {{siteName}}. Please read them carefully before you create an account or buy credits. Version of {{termsDate}}.',
    sections: [
      {
        heading: '1. Scope and provider',
        paragraphs: [
          '{{siteName}}, available at {{domain}}, is operated by {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, registered with the Chamber of Commerce (KvK) under number {{kvk}}. In these terms, "we" and "us" refer to {{companyName}}.',
          '{{siteName}} is an online dating and chat service for adults. Members create a profile, search and browse other members, like profiles and chat with each other.',
          'These terms apply to every visit to and use of {{siteName}}, including all purchases of credits. This version applies from {{termsDate}}.',
        ],
      },
      {
        heading: '2. Eligibility and your account',
        paragraphs: [
          'You may only use {{siteName}} if you are at least {{minimumAge}} years old. We may ask you to confirm your age and will close any account where we have reason to believe the holder is a minor.',
          'Each person may have only one account. Your account is personal: do not share your login details and do not let anyone else use your account.',
          'Provide accurate and truthful information when you sign up and keep it up to date. You are responsible for all activity under your account.',
          'By creating an account you accept these terms and our privacy policy.',
        ],
      },
      {
        heading: '3. Credits, premium membership and payments',
        paragraphs: [
          'Sending messages, sending gifts and some other features cost credits. Credits are sold in bundles, and the cost of a feature is shown before you use it. All prices include VAT.',
          'Your first purchase of any credit bundle makes you a premium member for life, at no extra cost. Premium members can see all photos of other members and upload up to 25 photos of their own.',
          'Free members can upload up to 3 photos, start up to 2 conversations and send a limited number of free messages. Some photos of other members are only visible to premium members.',
          'By completing a payment you accept the payment terms shown at checkout, including the storage of your payment credentials for future purchases. Credits are added to your account as soon as the payment has been confirmed.',
        ],
      },
      {
        heading: '4. Fictional profiles and moderation',
        paragraphs: [
          'To keep the service lively and entertaining, some profiles on {{siteName}} are fictional and are operated by us. Every fictional profile is clearly marked with an icon and a warning.',
          'Conversations with fictional profiles are for entertainment only. It is not possible to meet a fictional profile in real life, and messages to these profiles cost credits just like any other message.',
          'We moderate profiles, photos and reported content. We may remove content or restrict accounts that breach these terms.',
        ],
      },
      {
        heading: '5. Member conduct',
        paragraphs: [
          'Treat other members with respect. The following is not allowed on {{siteName}}:',
          "- harassment, threats, hate speech or discrimination\n- any content that shows or involves minors\n- advertising, commercial solicitation, spam or requests for money\n- pretending to be someone else or using photos you have no rights to\n- sharing other people's personal data without their consent",
          'You can block any member from their profile. Blocking removes your conversations and likes with that member and prevents any further contact. You can also report a member or content to our customer service.',
          'If you break these rules, we may remove content, suspend your account or permanently restrict your access to {{siteName}}.',
        ],
      },
      {
        heading: '6. Cancellation and account deletion',
        paragraphs: [
          'You can delete your account at any time in your account settings. You do not have to give a reason, although we appreciate your feedback.',
          'After you delete your account, it remains pending deletion for 14 days. During that period you can reactivate it with the link in the e-mail we send you; after 14 days your account and profile are permanently deleted.',
          'Your remaining credits are kept if you reactivate your account within 14 days. After permanent deletion, unused credits can no longer be used and are not paid out, unless our return policy or mandatory law provides otherwise.',
          'We may close an account that seriously or repeatedly breaches these terms. Where appropriate, we will tell you why.',
        ],
      },
      {
        heading: '7. Right of withdrawal and refunds',
        paragraphs: [
          'As a consumer, you have a right of withdrawal of {{refundDays}} days for purchases of credits, under the conditions set out in our return policy.',
          'Because credits are digital content that is delivered immediately, the right of withdrawal does not apply to credits you have already used. Our return policy explains how to request a refund for unused credits.',
        ],
      },
      {
        heading: '8. Liability and changes',
        paragraphs: [
          'We do our best to keep {{siteName}} available and secure, but we cannot guarantee uninterrupted or error-free operation. We are not responsible for what members say or do, or for meetings arranged between members.',
          'Our liability is limited to the amount you have paid us for credits, except in cases of intent or gross negligence, or where mandatory law does not allow such a limitation.',
          'We may change these terms, for example when we add new features or when the law changes. We will inform members of important changes in good time, and the version date at the top shows which version currently applies.',
        ],
      },
      {
        heading: '9. Governing law and contact',
        paragraphs: [
          'These terms are governed by the law of the country where {{companyName}} has its registered office ({{companyCountry}}). This does not affect the mandatory consumer protection rules of the country where you live.',
          'We will always try to resolve a disagreement together with you first. If that is not possible, the dispute will be submitted to the competent court, without prejudice to your rights as a consumer.',
          'Questions about these terms? Contact us by e-mail at {{supportEmail}} or by phone at {{supportPhone}}.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    intro:
      'We take the protection of your personal data seriously. This policy explains which data {{siteName}} processes, why we do so and which rights you have under the General Data Protection Regulation (GDPR).',
    sections: [
      {
        heading: '1. Who is responsible for your data',
        paragraphs: [
          'The controller for the processing of your personal data is {{companyName}}, {{companyAddress}}, {{companyCity}}, {{companyCountry}}, registered with the Chamber of Commerce (KvK) under number {{kvk}}.',
          'For any question about your privacy, you can reach us by e-mail at {{supportEmail}} or by phone at {{supportPhone}}.',
        ],
      },
      {
        heading: '2. The data we collect',
        paragraphs: [
          'Depending on how you use {{siteName}}, we process the following data:',
          '- Account data: e-mail address, username, password (stored only in hashed form) and date of birth\n- Profile data: gender, orientation, region and city, description, interests and any other details you choose to add\n- Messages, likes and gifts that you send and receive\n- Photos you upload\n- Payment references: order number, amount, payment method and status (your full card or bank details are handled by our payment providers)\n- Device and usage data: IP address, browser type, language settings, login times and pages visited\n- Cookies and similar technologies, as described in our cookie policy',
          'Some profile details, such as your sexual orientation, say something about your private life. Adding them is always your choice; we process them on the basis of your explicit consent and only to provide the service.',
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        paragraphs: [
          'We use your data only for clearly defined purposes, each with a legal basis under the GDPR:',
          '- To create and manage your account, show your profile and deliver your messages (performance of our contract with you)\n- To process payments and keep our accounts (performance of the contract and legal obligations)\n- To keep the platform safe, prevent fraud and check that members are adults (legitimate interest and legal obligations)\n- To send service e-mails, such as the confirmation of your e-mail address and the notifications you have enabled (performance of the contract)\n- To send newsletters and offers and to use non-essential cookies (your consent, which you can withdraw at any time)\n- To improve the service on the basis of aggregated statistics (legitimate interest)',
          'You can change your e-mail preferences at any time in your notification settings or with the unsubscribe link in every e-mail.',
        ],
      },
      {
        heading: '4. What others can see',
        paragraphs: [
          'Other members and visitors can see your username, your age (never your date of birth), your region and city, the profile details you have filled in and the photos you share. Some photos are only visible to premium members.',
          'Your exact location is never shown to others. If you allow geolocation, we use it only to determine your region and city and to show you members nearby.',
          'Your e-mail address, payment details and messages are never visible to other members, except the messages you exchange with them.',
        ],
      },
      {
        heading: '5. Sharing data and processors',
        paragraphs: [
          'We do not sell your personal data, and we do not share it with third parties for their own marketing.',
          'We work with carefully selected service providers that process data on our behalf under a data processing agreement: payment providers, hosting and storage providers, and e-mail delivery services. They may use your data only to provide their services to us.',
          'If a provider is located outside the European Economic Area, we make sure your data is adequately protected, for example through the standard contractual clauses of the European Commission. We only disclose data to authorities when we are legally required to do so.',
        ],
      },
      {
        heading: '6. How long we keep your data',
        paragraphs: [
          'We keep your data for as long as you have an account. When you delete your account, it remains pending deletion for 14 days so that you can still reactivate it; after that we delete or anonymise your profile, photos and messages.',
          'Invoices and payment records are kept for the period required by tax and accounting law. Security logs are kept only for a limited period and then deleted.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'Under the GDPR you have the right to:',
          '- access the personal data we hold about you\n- have incorrect data corrected (rectification)\n- have your data erased\n- receive your data in a structured, commonly used format (data portability)\n- object to processing based on legitimate interest, and to direct marketing at any time\n- have processing restricted in certain cases\n- withdraw your consent at any time, without affecting processing that took place before',
          'You can change most of your data yourself in your profile and settings. For any other request, e-mail {{supportEmail}} from the address linked to your account; we respond within one month and may ask you to verify your identity.',
          'You also have the right to lodge a complaint with a data protection supervisory authority, in particular in the EU country where you live or work, or where {{companyName}} is established.',
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'We protect your data with appropriate technical and organisational measures, such as encrypted connections (HTTPS), hashed passwords, access controls and regular security updates.',
          'Keep your password secret and do not use it for other websites. If you suspect that someone else has access to your account, change your password and contact us at {{supportEmail}}.',
          'If a data breach occurs that puts your data at risk, we will notify the supervisory authority and, where required, inform you without undue delay.',
        ],
      },
    ],
  },

  cookies: {
    title: 'Cookie policy',
    intro:
      'This policy explains which cookies and similar technologies {{siteName}} uses and how you can control them.',
    sections: [
      {
        heading: '1. What are cookies?',
        paragraphs: [
          'Cookies are small text files that a website stores in your browser. They allow the site to remember, for example, that you are logged in or which language you prefer.',
          "Similar technologies, such as your browser's local storage, work in a comparable way. In this policy we refer to all of them as cookies.",
        ],
      },
      {
        heading: '2. Strictly necessary cookies',
        paragraphs: [
          'These cookies are needed for {{siteName}} to work and cannot be switched off. They do not require your consent.',
          '- Session cookie (its name starts with "auth."): keeps you logged in; expires after 30 days\n- Language cookie "i18n_redirected": remembers the language you have chosen; expires after 365 days\n- Site-entry notice (stored in local storage): remembers that you have dismissed the adult content notice, so that it is not shown on every visit',
        ],
      },
      {
        heading: '3. Functional and analytics cookies',
        paragraphs: [
          'We only use functional and analytics cookies if you have given your consent. They help us remember your preferences and understand how the site is used, so that we can improve it.',
          'Analytics data is only used in aggregated form. You can withdraw your consent at any time, after which these cookies will no longer be used.',
        ],
      },
      {
        heading: '4. Managing cookies in your browser',
        paragraphs: [
          'You can view and delete cookies in your browser settings at any time, or block them altogether. The help section of your browser explains how.',
          'Please note that if you block strictly necessary cookies, you will not be able to log in and parts of {{siteName}} will not work.',
        ],
      },
      {
        heading: '5. Contact',
        paragraphs: [
          'Do you have questions about cookies or about how we handle your personal data? Contact us at {{supportEmail}}. You will find more information in our privacy policy.',
        ],
      },
    ],
  },

  faq: {
    title: 'Frequently asked questions',
    intro:
      "Answers to the questions we are asked most often. Can't find what you are looking for? Our customer service is happy to help.",
    sections: [
      {
        heading: 'How do credits work?',
        paragraphs: [
          'Credits are the currency of {{siteName}}. You use them to send messages and gifts and for some other features; the cost is always shown before you spend any credits.',
          'You buy credits in bundles and can top up at any time. Your current balance is always visible in your account.',
        ],
      },
      {
        heading: 'What does premium membership give me?',
        paragraphs: [
          'Your first purchase of any credit bundle makes you a premium member for life, at no extra cost. As a premium member you can see all photos of other members, upload up to 25 photos and use premium-only chat features.',
          'Free members can upload up to 3 photos and start up to 2 conversations.',
        ],
      },
      {
        heading: 'Is it free to sign up?',
        paragraphs: [
          'Yes. Creating an account and a profile is free, and you can search and browse members and like profiles without paying. New members also receive a limited number of free messages.',
          'You only pay when you buy credits. There is no subscription: you decide when and how many credits you buy.',
        ],
      },
      {
        heading: 'Why do I need to confirm my e-mail address?',
        paragraphs: [
          'Confirming your e-mail address shows that the address really belongs to you and helps protect your account. Until you have confirmed it, other members cannot reply to your messages.',
          "Click the link in the activation e-mail we sent you after you signed up. Haven't received it? Check your spam folder or contact customer service.",
        ],
      },
      {
        heading: 'Are all profiles real?',
        paragraphs: [
          'Most profiles belong to real members. Some profiles, however, are fictional and are operated by us for entertainment.',
          'Fictional profiles are always marked with an icon and a warning on the profile. You cannot meet them in real life; our terms and conditions explain this in more detail.',
        ],
      },
      {
        heading: 'How do I block someone?',
        paragraphs: [
          "Open the member's profile and choose Block. Your conversations and likes with that member are removed, and they can no longer view your profile or contact you.",
          'You can unblock a member from their profile at any time. If someone breaks the rules, please also report them to customer service.',
        ],
      },
      {
        heading: 'How do I delete my account?',
        paragraphs: [
          'Go to Settings and choose to delete your account. You can tell us why you are leaving, which helps us improve.',
          'Your account then remains pending deletion for 14 days. During that time you can reactivate it with the link in the e-mail we send you; after that it is permanently deleted.',
        ],
      },
      {
        heading: 'How do I change the language?',
        paragraphs: [
          'Use the language menu at the top of the page. The languages offered depend on your country.',
          'If you are logged in, your choice is saved to your account, so {{siteName}} will appear in that language on your other devices too.',
        ],
      },
      {
        heading: 'Which payment methods can I use?',
        paragraphs: [
          'Depending on your country, you can pay by credit card, PayPal, Apple Pay, iDEAL, Bancontact, Przelewy24, BLIK, paysafecard, SEPA direct debit or bank transfer, among others. The methods available to you are shown at checkout.',
          'Payments are processed securely by our payment providers. We never see your full card details.',
        ],
      },
      {
        heading: 'How do I contact customer service?',
        paragraphs: [
          'E-mail us at {{supportEmail}} or call us at {{supportPhone}}. Please mention your username and, for questions about a payment, the order number.',
          'We answer every message as quickly as possible. You can find more help on our customer service page.',
        ],
      },
    ],
  },

  'return-policy': {
    title: 'Return policy',
    intro:
      'This policy explains your right of withdrawal when you buy credits on {{siteName}} and how to request a refund.',
    sections: [
      {
        heading: '1. Right of withdrawal',
        paragraphs: [
          'As a consumer, you may withdraw from a purchase of credits within {{refundDays}} days without giving a reason. The withdrawal period starts on the day your purchase is completed.',
        ],
      },
      {
        heading: '2. Digital content and credits already used',
        paragraphs: [
          'Credits are digital content that is delivered immediately after payment. When you buy credits, you agree that delivery starts at once and you acknowledge that the right of withdrawal lapses for the credits you use.',
          'You can therefore withdraw for credits that are still unused. Credits already spent on messages, gifts or other features cannot be refunded.',
          'If a bundle has been partly used, we refund the value of the unused credits in proportion to the price you paid for the bundle.',
        ],
      },
      {
        heading: '3. How to request a refund',
        paragraphs: [
          'Send an e-mail to {{supportEmail}} within {{refundDays}} days of your purchase. Please include your username, the e-mail address of your account and the order id of the purchase.',
          'You can find the order id in the transaction overview in your account. We will confirm receipt of your request by e-mail.',
        ],
      },
      {
        heading: '4. Refund method and timing',
        paragraphs: [
          'We refund the amount using the payment method you used for the purchase, unless we expressly agree otherwise with you. You will not be charged any fees for the refund.',
          'The refund is made no later than 14 days after we receive your request. The refunded credits are removed from your account.',
        ],
      },
      {
        heading: '5. Complaints',
        paragraphs: [
          'Not satisfied with our service or with how your request was handled? Let us know at {{supportEmail}} and describe your complaint as clearly as possible.',
          'We will respond within 14 days. If your complaint needs more time, we will tell you when you can expect a full answer.',
          'If we cannot reach a solution together, you can submit the dispute to an alternative dispute resolution body or to the competent court.',
        ],
      },
    ],
  },

  service: {
    title: 'Customer service',
    intro: 'Questions, comments or need help? Our customer service team is happy to assist you.',
    sections: [
      {
        heading: '1. How to reach us',
        paragraphs: [
          '- E-mail: {{supportEmail}}\n- Phone: {{supportPhone}}',
          'You can reach us by phone on working days during office hours (Central European Time). We answer e-mails as quickly as possible.',
          'Please always mention your username so that we can help you quickly.',
        ],
      },
      {
        heading: '2. Questions about payments',
        paragraphs: [
          'For questions about a payment, credits or a refund, please include the order id, the date and the amount. You can find your orders in the transaction overview in your account.',
          'Credits not showing after a successful payment? Wait a few minutes and refresh the page before contacting us. Some payment methods, such as bank transfer, take longer to be confirmed.',
          'For refunds, please see our return policy.',
        ],
      },
      {
        heading: '3. Account and login help',
        paragraphs: [
          'Forgotten your password? Use the forgotten password link on the login page to receive a reset link by e-mail. The link is valid for a limited time; if it has expired, simply request a new one.',
          "Haven't received an activation or reset e-mail? Check your spam folder and make sure your e-mail address is spelled correctly.",
          'After too many incorrect login attempts, your account is temporarily locked for security reasons. Wait a few minutes and then try again.',
          'Deleted your account by mistake? You can reactivate it within 14 days with the link in the e-mail we sent you, or contact us.',
        ],
      },
      {
        heading: '4. Report a member or content',
        paragraphs: [
          "If a member behaves inappropriately, asks for money, appears to be under {{minimumAge}} or posts content that breaks our terms, please report it to {{supportEmail}}. Include the member's username and a short description of what happened.",
          'We review every report carefully and take action where needed. You can also block the member straight away from their profile.',
        ],
      },
      {
        heading: '5. Company details',
        paragraphs: [
          '{{siteName}} is a service of:',
          '- {{companyName}}\n- {{companyAddress}}, {{companyCity}}, {{companyCountry}}\n- Chamber of Commerce (KvK): {{kvk}}\n- VAT number: {{vatNumbers}}\n- Trade names: {{tradenames}}',
        ],
      },
    ],
  },

  ban: {
    title: 'Access restricted',
    intro:
      'Your access to {{siteName}} has been restricted. Below you can read why this happens and what you can do.',
    sections: [
      {
        heading: '1. Your access has been restricted',
        paragraphs: [
          'We restrict access when we have reason to believe that our terms and conditions have been breached. This can happen, for example, after serious or repeated violations of our rules of conduct, when we suspect that a user is under {{minimumAge}}, or in cases of suspected fraud or misuse of payment methods.',
          'While the restriction applies, you cannot log in or use the service.',
        ],
      },
      {
        heading: '2. What you can do',
        paragraphs: [
          'If you believe this is a mistake, e-mail {{supportEmail}} from the address linked to your account. Please include your username and any information that may help us.',
          'We review every request individually. This usually takes a few working days, and we will let you know the outcome by e-mail.',
        ],
      },
      {
        heading: '3. Appeals',
        paragraphs: [
          'If you disagree with our decision, you can appeal by replying to our e-mail and explaining why. Your appeal will be reviewed by a different member of our team.',
          'This does not affect your rights under the applicable law.',
        ],
      },
    ],
  },

  '2257': {
    title: '18 U.S.C. 2257 compliance statement',
    intro:
      '{{siteName}} is an online dating and chat service for adults. This statement concerns the age of the persons shown in visual content on the site.',
    sections: [
      {
        heading: '1. Statement',
        paragraphs: [
          'All persons who appear in visual content produced by the operator of {{siteName}} were 18 years of age or older at the time the content was created.',
          'This applies to all such content, including the photos used in our promotional material and on profiles operated by us.',
        ],
      },
      {
        heading: '2. Content uploaded by members',
        paragraphs: [
          'Members upload their own photos. By creating an account and uploading photos, every member confirms that they are at least {{minimumAge}} years old, that every person shown is an adult, and that they own the rights to the photos or have permission to use them.',
          'The operator is not the primary producer, within the meaning of 18 U.S.C. 2257, of content uploaded by members. We nevertheless review uploaded photos and remove any content that may show a minor.',
        ],
      },
      {
        heading: '3. Custodian of records',
        paragraphs: [
          'The records required under 18 U.S.C. 2257 for content produced by the operator are kept by the custodian of records at:',
          '- {{companyName}}\n- {{companyAddress}}\n- {{companyCity}}, {{companyCountry}}',
        ],
      },
    ],
  },
};
