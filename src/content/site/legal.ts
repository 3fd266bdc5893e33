import { company } from '../company';
import type { PageIntro, ProseSection } from '../schema';

export interface PrivacyContact {
  email: string;
  address: string;
  phone: string;
}

// ---- /terms ----

export const termsPage: PageIntro = {
  seo: {
    title: 'Terms & Conditions | Oasis Peptide Lab',
    description:
      'The terms that govern use of the Oasis Peptide Lab website, AI assistant, consultations and research-use-only products, including refunds and liability.',
    keywords: ['terms and conditions', 'terms of use', 'research use only', 'refund policy', 'Oasis Peptide Lab'],
  },
  eyebrow: 'Legal',
  heading: 'Terms & Conditions',
  intro:
    'Please read these terms carefully. They explain the rules for using our website, AI assistant and consultations, and for buying our research-use-only products.',
};

export const termsUpdated: string = 'June 3, 2025';

export const termsSections: ProseSection[] = [
  {
    id: 'introduction',
    heading: 'Introduction',
    paragraphs: [
      'These Terms & Conditions ("Terms") govern your use of the Oasis Peptide Lab website, your account, our AI chat assistant, our consultations and any purchase you make from us. "Oasis Peptide Lab", "we", "us" and "our" refer to the business operating this website from Dubai Silicon Oasis, Dubai, United Arab Emirates.',
      'By using the website, creating an account or placing an order, you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use our services. Our services are only for adults aged 18 or over, and by using them you confirm that you are at least 18.',
      'We may update these Terms from time to time. The date at the top of this page shows when they last changed, and the version published when you place an order applies to that order.',
    ],
  },
  {
    id: 'research-purposes-only',
    heading: 'Research Purposes Only',
    paragraphs: [
      'All products sold by Oasis Peptide Lab are supplied strictly for laboratory and research use only. They are not medicines, foods, dietary supplements or cosmetics, and they are not intended for human or veterinary use or to diagnose, treat, cure or prevent any disease or condition.',
      'By ordering, you confirm that you will handle, store and use products in line with appropriate laboratory practice and all laws that apply to you, and that you will not administer them to people or animals. Descriptions of research on our website summarize published studies, many in animal or cell models; they are not claims about what a product will do.',
    ],
  },
  {
    id: 'disclaimer-of-medical-advice',
    heading: 'Disclaimer of Medical Advice',
    paragraphs: [
      'The content on this website, the answers given by our AI assistant and the information shared in consultations are for educational and informational purposes only. They are not medical advice, diagnosis or treatment, and they do not create a doctor-patient relationship. Our team members are not doctors.',
      'AI assistant replies are generated automatically and may be incomplete or inaccurate. Always consult a licensed healthcare professional before making decisions about your health, and never delay or disregard professional advice because of something you read here. In an emergency, contact your local emergency services.',
    ],
  },
  {
    id: 'purchases',
    heading: 'Purchases',
    paragraphs: [
      'Prices are shown in US dollars unless stated otherwise, and we also accept payment in euros and UAE dirhams. We accept credit card, bank transfer and cryptocurrency. Shipping is free on orders of $150 or more. You are responsible for any import duties, taxes and permits required in your country.',
      'An order is an offer to buy, and a contract is formed only when we confirm and dispatch it. We may refuse or cancel any order at our discretion, including where a product is unavailable, a price or description is wrong, we suspect the product will not be used for research, or shipping to the destination would not be lawful. If we cancel an order you have paid for, we will refund the amount paid.',
      'Consultation fees are confirmed when you book. You must give accurate information when ordering or booking and keep your account credentials secure.',
    ],
  },
  {
    id: 'refunds-and-returns',
    heading: 'Refunds and Returns',
    paragraphs: [
      'Because the integrity of research materials cannot be verified once they have left our control, all sales are final. The only exception is goods that arrive damaged or defective.',
      'The "100% quality guarantee" in our promotion bar means this: every product meets our 99%+ purity standard, and goods that arrive damaged or defective are replaced or refunded as set out below. It is not a promise of any research or health result, and it does not change the rule that other sales are final.',
      `If your order arrives damaged or defective, email ${company.email} or use our contact page within 7 days of delivery with your order number, a description of the problem and photos of the product and packaging. After reviewing your report we will, at our option, send a replacement or refund the affected items to your original payment method. We may ask you to return the item first; if so, we will cover the return shipping.`,
      'Nothing in this section limits any rights you have under consumer protection laws that cannot be excluded by contract.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property',
    paragraphs: [
      'All content on this website, including text, guides, graphics, logos and software, belongs to Oasis Peptide Lab or its licensors and is protected by intellectual property laws.',
      'You may view and print pages for your own personal, non-commercial use. You may not copy, republish, sell or create derivative works from our content, or scrape or systematically download it, without our written permission.',
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of Liability',
    paragraphs: [
      'Our website, AI assistant and content are provided "as is" and "as available". To the fullest extent permitted by law, we make no warranties about their accuracy, completeness or availability, and we are not liable for any indirect, incidental, special or consequential loss, or for any loss arising from the use or misuse of our products contrary to these Terms.',
      'To the fullest extent permitted by law, our total liability for any claim relating to an order or service is limited to the amount you paid us for that order or service. Nothing in these Terms excludes or limits liability that cannot be excluded or limited by law, such as liability for fraud.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing Law',
    paragraphs: [
      'These Terms are governed by the laws of the United States and the State of Delaware, without regard to conflict-of-law rules. Any dispute will be heard by the state or federal courts located in Delaware, and you and we agree to their jurisdiction.',
      'If you are a consumer, this does not deprive you of the protection of mandatory laws of the country where you live. If any part of these Terms is found unenforceable, the rest remains in effect.',
    ],
  },
];

// ---- /privacy ----

export const privacyPage: PageIntro = {
  seo: {
    title: 'Privacy Policy | Oasis Peptide Lab',
    description:
      'How Oasis Peptide Lab collects, uses, shares and protects personal data from accounts, AI chat and contact enquiries, and the privacy rights you have.',
    keywords: ['privacy policy', 'data protection', 'GDPR', 'CCPA', 'cookies', 'Oasis Peptide Lab'],
  },
  eyebrow: 'Legal',
  heading: 'Privacy Policy',
  intro:
    'This policy explains what personal data we collect when you use our website, accounts, AI assistant and contact form, why we use it, who we share it with, and the choices and rights you have.',
};

export const privacyUpdated: string = 'December 3, 2024';

export const privacySections: ProseSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: [
      'We collect only the information we need to run our services. Oasis Peptide Lab, based in Dubai Silicon Oasis, Dubai, UAE, is responsible for this information.',
    ],
    bullets: [
      'Account details: your email address, full name and password. We store passwords only as a secure one-way hash, never in readable form. If someone signs up again with an address not yet verified but with a different password, we note when, until the address is verified.',
      'Signed-in devices: for each session, the browser and platform your browser reports, the approximate city and country our network provider reports, and when it started and was last used, so you can see and sign out your devices.',
      'Google sign-in: if you choose to sign in with Google, we receive your name, email address and, where available, your profile picture from Google. We never receive your Google password.',
      "AI chat: if you are signed in, we store your conversations (your messages, the assistant's replies, conversation titles and timestamps) so you can return to them. If you chat as a guest, your messages are not stored on our servers.",
      'Contact enquiries: the first name, last name, email address, optional phone number, subject and message you send through our contact form.',
      'Orders and consultations: the details needed to fulfill them, such as shipping address and payment confirmation. Card payments are handled by our payment processors, and we do not store full card numbers.',
      'Technical data: to limit abuse of the AI assistant, we derive a rate-limit key from a one-way hash of your IP address rather than storing the address itself. Our servers also keep basic request logs, such as the pages requested and errors, for security and troubleshooting.',
      'Your cookie choice, which is stored in your own browser.',
    ],
  },
  {
    id: 'how-we-use-your-information',
    heading: 'How We Use Your Information',
    paragraphs: [
      'We use personal data to provide our services, to keep them secure and to meet our legal obligations. We do not sell your personal data, and we do not make decisions with legal or similarly significant effects about you based solely on automated processing.',
      'Where the GDPR or UK GDPR applies, we rely on the following legal bases: performance of a contract (accounts, saved chats, orders and consultations), our legitimate interests (security, rate limiting, answering enquiries and improving the site), your consent (optional cookies and marketing) and legal obligations (such as tax records).',
    ],
    bullets: [
      'To create and manage your account and keep you signed in',
      'To generate AI assistant replies and, for signed-in users, save your chat history',
      'To respond to contact enquiries and schedule consultations',
      'To process, ship and support orders',
      'To protect the service from fraud, abuse and excessive use',
      'To comply with the law and enforce our Terms & Conditions',
    ],
  },
  {
    id: 'information-sharing',
    heading: 'Information Sharing',
    paragraphs: [
      'We share personal data only with service providers who help us run our business, under contracts that limit how they may use it, or where the law requires it.',
    ],
    bullets: [
      'Hosting and database: our cloud infrastructure provider (Cloudflare), which runs the website and stores account, session and chat data',
      'AI provider: when the AI assistant is enabled, the messages you send and the page you are chatting from are sent to our AI model provider to generate a reply',
      'Form processing: contact enquiries are stored by us and may be forwarded to a form-processing provider that delivers them to our team',
      'Google: if you choose Google sign-in, Google processes your sign-in under its own privacy policy',
      'Payment processors and shipping carriers, to take payment and deliver orders',
      'Professional advisers, regulators, courts or law enforcement, where required by law or to protect our rights',
      'A buyer or successor, if our business is reorganized, merged or sold',
    ],
  },
  {
    id: 'data-security',
    heading: 'Data Security',
    paragraphs: [
      'We protect personal data with measures appropriate to the risk. All traffic to our website is encrypted in transit with HTTPS. Passwords are stored only as one-way hashes, session cookies cannot be read by page scripts, and IP addresses used for rate limiting are hashed. Access to systems holding personal data is restricted to people who need it.',
      'No system is completely secure. If a breach affects your personal data, we will notify you and the relevant authorities where the law requires.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    paragraphs: [
      'When you first visit, a cookie banner lets you choose Accept All or Decline. Your choice is stored in your browser\'s local storage as "accepted" or "declined", so the banner does not reappear. To change your choice, clear this site\'s data in your browser and the banner will show again.',
      'Some cookies are essential and are used whatever you choose. If you sign in, we set a secure, HTTP-only session cookie that keeps you signed in; it is removed when you sign out or it expires. During Google sign-in we also use short-lived security cookies to protect the sign-in process. We do not use advertising cookies. If we introduce optional analytics, we will use them only if you choose Accept All.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    paragraphs: [
      'Depending on where you live, including under the EU GDPR, the UK GDPR, the California Consumer Privacy Act (CCPA) and the UAE Personal Data Protection Law, you may have some or all of the rights below. If you have an account, you can exercise most of them yourself, straight away, on your account page (/account, under your name in the menu), without writing to anyone.',
      `For anything the account page does not cover, or if you have no account (for example, for a contact enquiry), email ${company.privacyEmail}. We may need to verify your identity, and we will respond within the time the law allows, usually within one month. You also have the right to complain to a data protection authority, such as the Information Commissioner's Office in the UK or the authority in your EU country.`,
    ],
    bullets: [
      'Access: on your account page, choose Download your data to get a copy of everything we hold about your account at once: your profile, signed-in devices, every saved conversation with its messages, and the contact enquiries sent from your email address',
      'Portability: the same download is a JSON file, a commonly used machine-readable format you can take to another service',
      'Correction (rectification): change your name in Profile, and your email address in Email (the new address takes over once you confirm it with the link we send to it); for an enquiry, email us',
      'Deletion: choose Delete account on your account page to delete your account, signed-in devices and saved conversations at once; single conversations can be deleted at any time from the chat page',
      'Restriction and objection: sign out any device from Signed-in devices, delete what you no longer want us to hold, and email us to object to or limit any other processing, including processing based on our legitimate interests',
      'Withdraw consent at any time, without affecting earlier processing: change your cookie choice by clearing this site’s data in your browser, and use the unsubscribe link in any marketing email',
      'California residents: know what we collect, and not be discriminated against for exercising your rights; we do not sell or share personal data for cross-context behavioral advertising',
    ],
  },
  {
    id: 'marketing-communications',
    heading: 'Marketing Communications',
    paragraphs: [
      'We send marketing emails only if you have agreed to receive them or where the law otherwise allows. Every marketing email includes an unsubscribe link, and you can also opt out by emailing us. We will still send service messages about your account, orders or consultations. We do not use the content of your AI chats for marketing.',
    ],
  },
  {
    id: 'international-data-transfers',
    heading: 'International Data Transfers',
    paragraphs: [
      'We are based in the United Arab Emirates and serve clients worldwide. Our website runs on a global edge network, so your requests may be handled in a data center near you, and our service providers, including our AI and form-processing providers, may process data in other countries such as the United States.',
      "Where we transfer personal data out of the UK, the EU or the UAE, we use recognized safeguards, such as adequacy decisions, the European Commission's Standard Contractual Clauses and the UK International Data Transfer Addendum.",
    ],
  },
  {
    id: 'data-retention',
    heading: 'Data Retention',
    paragraphs: ['We keep personal data only for as long as we need it for the purposes described in this policy.'],
    bullets: [
      'Account data (name, email address, password hash, Google link): while your account is open; deleted at once when you delete your account on your account page, or within 30 days of a deletion request by email, unless we must keep it by law',
      'Signed-in sessions (browser and platform, the approximate city and country our network reports, when it started and was last used): each ends 30 days after it was last used, or at once when you sign out or sign it out from your account page',
      'Email links: verification and email-change links stop working after 24 hours and password-reset links after 1 hour; each works once, and their records are deleted with your account',
      'Saved chat conversations: until you delete them or your account',
      'Guest chats: not stored on our servers; when the AI assistant is enabled, our AI provider may keep messages for a limited period under its own terms',
      'Questions the assistant could not answer: when the AI assistant cannot answer a question, or answers it with low confidence, we keep the text of that question for up to 90 days so our team can improve the site, without any account, network address or cookie, and with email addresses and phone numbers removed',
      'Contact enquiries: 24 months after they were sent, then deleted automatically. They are not part of your account, so deleting your account does not delete them; email us to have them deleted sooner',
      'Rate-limit keys: expire automatically after a short period',
      'Order and payment records: as long as tax and accounting laws require',
    ],
  },
  {
    id: 'childrens-privacy',
    heading: "Children's Privacy",
    paragraphs: [
      'Our services are not for anyone under 18, and we do not knowingly collect personal data from people under 18. If you believe a minor has given us personal data, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes-to-this-policy',
    heading: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy to reflect changes in our services or the law. The date at the top of this page shows when it last changed. If we make significant changes, we will tell you by email or with a notice on our website.',
    ],
  },
  {
    id: 'contact-us',
    heading: 'Contact Us',
    paragraphs: [
      'If you have questions about this policy or how we handle your personal data, please contact our privacy team using the details below.',
    ],
  },
];

export const privacyContact: PrivacyContact = {
  email: company.privacyEmail,
  address: `${company.address.street}, ${company.address.locality}, ${company.address.city}, ${company.address.country}`,
  phone: company.phone.display,
};
