import { CLAIMS, OPT_IN_TEXT, SITE_HEADS } from '@bookcraft/shared';
import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  head: SITE_HEADS['/terms'],
  title: 'Terms and Conditions',
  lead: 'These terms apply when you use this website, talk to us in the chat, send us your details or order our services. Please read them; by using the site you accept them.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Book Craft provides ghostwriting, editing and proofreading, cover design and illustration, formatting, audiobook production, publishing, marketing, author websites and book trailers to authors. “We” and “us” means Book Craft; “you” means the visitor or author using the site or our services.',
        'For a project you order, the written plan and agreement you accept add to these terms. If they differ, the agreement for your project applies.',
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: ['You may use the site to learn about our services, read the blog, chat with us and contact us. You agree not to:'],
      list: [
        'send false details, or details of another person without their permission, through our forms or chat;',
        'send spam, malicious files or content that is unlawful, abusive or infringes someone else’s rights;',
        'copy the site’s content for commercial use, or access it with automated tools in a way that disrupts it.',
      ],
      after: ['The articles and guidance on this site are general information for authors, not legal, tax or financial advice for your situation.'],
    },
    {
      heading: 'Consultations, plans and prices',
      paragraphs: [
        'The first consultation is free and does not commit you to anything. Work starts only after you accept a written plan that lists the services, the timeline and a fixed price.',
        'No hidden fees: the price in your plan covers everything listed in it. If you ask for something that is not in the plan, we quote it first and do it only with your written approval.',
        'Offers and discounts shown on the site apply as described where they are shown, to projects agreed while the offer runs.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'The payment schedule, accepted payment methods and any refund terms are stated in your project agreement. Never send payment card details through the chat or a contact form; we will never ask for them there.',
      ],
    },
    {
      heading: 'Your rights and your royalties',
      paragraphs: [
        'You keep the copyright in your book. Once your project is paid in full, the manuscripts, covers, illustrations, layouts, recordings, trailers and websites we create for it are yours, with the licenses for any fonts, photographs, footage or music we used.',
        `Your book is published under your name and in your own retailer accounts, so the retailers pay you directly and you keep ${CLAIMS.royalties} of your royalties. We take no share of your sales.`,
        'Ghostwriters and other contributors work under confidentiality agreements and are not credited unless you want them to be.',
      ],
    },
    {
      heading: 'Your content and responsibilities',
      paragraphs: [
        'You confirm that you have the right to use the text, images and other material you give us, and that your book does not infringe anyone’s rights or break the law. You remain responsible for the content and the claims your book makes.',
        'We may decline or stop work on material that is unlawful, defamatory, hateful or infringes the rights of others.',
      ],
    },
    {
      heading: 'Timelines',
      paragraphs: [
        `Timelines such as publishing in ${CLAIMS.publishingWeeks}, cover design in ${CLAIMS.coverDesignWeeks} or a book trailer in ${CLAIMS.trailerWeeks} are typical durations. Your plan gives the dates for your project; they depend on your reviews and approvals arriving when agreed.`,
      ],
    },
    {
      heading: 'Retailers and other platforms',
      paragraphs: [
        'Bookstores, retailers, audiobook platforms and social networks have their own terms, approval rules and payment schedules. We prepare your book to meet their requirements, but we do not control their decisions and cannot guarantee acceptance, placement, rankings or sales.',
      ],
    },
    {
      heading: 'Text messages',
      paragraphs: [
        'Our forms include an opt-in box for text messages. It is never ticked for you, and a form can only be sent once you tick it. The box reads:',
        `“${OPT_IN_TEXT}”`,
        'By ticking it you agree to receive text messages, notifications and reminders from Book Craft about your enquiry, your consultation and your project at the mobile number you gave.',
      ],
      list: [
        'Message frequency varies with your enquiry and your project.',
        'Msg & data rates may apply, according to your mobile plan.',
        'Reply STOP to any message to opt out. You will receive one message confirming that you have opted out, and no more after that.',
        'Reply HELP to any message for help, or call {phone} or write to {email}.',
        'Consent to text messages is not a condition of buying any service.',
        'Mobile carriers are not liable for delayed or undelivered messages.',
      ],
      after: ['How we handle your number and your consent is described in our Privacy Policy. Mobile opt-in data and consent are never shared with third parties.'],
    },
    {
      heading: 'The chat',
      paragraphs: [
        'The chat connects you with our team in real time. Messages and images you send are stored so that the conversation can continue on your next visit and so our staff can follow up. Do not send passwords, payment card details or other sensitive information in the chat.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We provide our services with reasonable skill and care. To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or sales, and our total liability for a project is limited to the amount you paid for it. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: ['We may update these terms as our services change. The version on this page applies to your use of the site; the terms in force when you accepted your plan apply to your project.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms? Call {phone} or write to {email}.'],
    },
  ],
};
