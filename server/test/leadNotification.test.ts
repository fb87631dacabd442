import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Touch } from '@bookcraft/shared/contracts';
import { leadNotification, type LeadForSales } from '../src/leads/notification';

// The mail the sales inbox gets for a lead, written for a salesperson: who, what they want, how to reach
// them, where they came from, a link to them in the console, and nothing internal.

const touch = (fields: Partial<Touch>): Touch => ({
  utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '', gclid: '', fbclid: '', msclkid: '', li_fat_id: '', ttclid: '',
  landingPage: '/', referrer: '', at: '2026-11-20T14:05:09.000Z', ...fields,
});

const LEAD: LeadForSales = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  form_type: 'Publishing',
  full_name: null,
  first_name: 'Grace',
  last_name: 'Author',
  email: 'grace@example.com',
  phone: '212-555-0148',
  service: 'Ghostwriting',
  genre: null,
  manuscript_status: null,
  package: 'premium',
  plan: null,
  message: 'My memoir needs an editor.',
  link: 'https://bookcraft.test/LP-GW-GAD?gclid=abc123&utm_campaign=spring',
  customer_id: '5b0c1d2e-0000-4000-8000-0000000000aa',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring',
  utm_term: 'memoir ghostwriter',
  first_touch: touch({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'memoir ghostwriter', gclid: 'abc123', landingPage: '/LP-GW-GAD?gclid=abc123' }),
  last_touch: touch({ referrer: 'news.example', landingPage: '/blog/3', at: '2026-11-27T09:30:00.000Z' }),
  consent_given: true,
};

describe('the sales mail for a lead', () => {
  it('says who, what they want, how to reach them and where they came from, and links to the person in the console', () => {
    const { subject, body } = leadNotification(LEAD, 'https://bookcraft.test');
    assert.equal(subject, 'New lead: Grace Author, Ghostwriting, premium package');
    assert.equal(
      body,
      [
        'Grace Author asked about Ghostwriting, premium package.',
        '',
        'How to reach them',
        'E-mail: grace@example.com',
        'Phone: 212-555-0148',
        'Text messages: agreed',
        '',
        'What they wrote',
        '  My memoir needs an editor.',
        '',
        'Where they came from',
        'Campaign: spring',
        'Source: google / cpc',
        'Keyword: memoir ghostwriter',
        'Form sent from: /LP-GW-GAD',
        'First touch: google / cpc, campaign spring, keyword memoir ghostwriter, on /LP-GW-GAD?gclid=abc123, 2026-11-20 14:05 UTC',
        'Last touch: from news.example, on /blog/3, 2026-11-27 09:30 UTC',
        '',
        'Their person page in the console: https://bookcraft.test/agent#person=5b0c1d2e-0000-4000-8000-0000000000aa',
      ].join('\n'),
    );
  });

  it('names the form when no service was chosen, the budget of a marketing lead, and the lead itself when there is no visitor', () => {
    const marketing = { ...LEAD, form_type: 'Marketing' as const, service: '$1,000 - $5,000', package: null, genre: 'Fiction', customer_id: null, consent_given: null, utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', first_touch: null, last_touch: null };
    const { subject, body } = leadNotification(marketing, 'https://bookcraft.test');
    assert.equal(subject, 'New lead: Grace Author, book marketing');
    assert.match(body, /\nAbout the book\nGenre: Fiction\nBudget: \$1,000 - \$5,000\n/);
    assert.match(body, /\nCampaign: none\nSource: direct or organic\n/);
    assert.doesNotMatch(body, /Text messages|First touch|Keyword/);
    assert.match(body, /\nThe lead in the console: https:\/\/bookcraft\.test\/agent#lead=c0ffee00-0000-4000-8000-000000000001$/);
  });

  it('keeps what the visitor wrote indented under its heading, so no line of it reads as a line of the mail', () => {
    const message = 'My book.\nE-mail: forged@x.example\r\nCampaign: free\rLast touch: evil\u2028Phone: 555';
    const { body } = leadNotification({ ...LEAD, message }, 'https://bookcraft.test');
    assert.ok(body.includes('What they wrote\n  My book.\n  E-mail: forged@x.example\n  Campaign: free\n  Last touch: evil\n  Phone: 555\n'), body);
    assert.deepEqual(body.split('\n').filter((line) => line.startsWith('E-mail: ')), ['E-mail: grace@example.com']);
    assert.deepEqual(body.split('\n').filter((line) => line.startsWith('Campaign: ')), ['Campaign: spring']);
  });
});
