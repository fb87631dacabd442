import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openLive, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { leadsAsStaff } from '../support/staffApi';

interface SignupCase {
  path: string;
  formType: string;
  title: string;
  /** The selects the form of this type shows (requirements §3.1), the option picked in each, and the column it is stored in. */
  selects: { label: string; option: string; column: string }[];
  absent: string[];
  messageLabel: string;
  /** What the stored lead's `service` holds: the budget for Marketing, the fixed "Ghostwriting", or nothing. */
  service: string | null;
}

const CASES: SignupCase[] = [
  {
    path: '/book-ghostwriting-services',
    formType: 'GhostWriting',
    title: 'Get Started Today',
    selects: [{ label: 'Genre*', option: 'Memoir / Biography', column: 'genre' }],
    absent: ['Manuscript Status*', 'Budget*'],
    messageLabel: 'Tell Us About Your Ghostwriting Project',
    service: 'Ghostwriting',
  },
  {
    path: '/book-publishing-services',
    formType: 'Publishing',
    title: 'Get Started Today',
    selects: [
      { label: 'Genre*', option: 'Fiction', column: 'genre' },
      { label: 'Manuscript Status*', option: 'In-progress', column: 'manuscript_status' },
    ],
    absent: ['Budget*'],
    messageLabel: 'Tell Us About Your Book',
    service: null,
  },
  {
    path: '/book-marketing-services',
    formType: 'Marketing',
    title: 'Get Started Today',
    selects: [{ label: 'Budget*', option: '$2500-$5000', column: 'service' }],
    absent: ['Genre*', 'Manuscript Status*'],
    messageLabel: 'Tell Us About Your Book',
    service: '$2500-$5000',
  },
  {
    path: '/book-video-trailer',
    formType: 'VideoTrailer',
    title: 'Signup For Professional Book Trailer Services',
    selects: [],
    absent: ['Genre*', 'Manuscript Status*', 'Budget*'],
    messageLabel: 'Tell Us About Your Video Trailer Needs',
    service: null,
  },
];

describe("on a phone, the bottom bar's Signup opens the form of the page's type", () => {
  const running = useSiteAndBrowser({ LEAD_RATE_LIMIT: '1000' });

  for (const signup of CASES) {
    it(`${signup.path}: "${signup.title}" with the ${signup.formType} fields, stored as a ${signup.formType} lead`, async () => {
      const context = await running.browser.newContext({ viewport: PHONE, hasTouch: true });
      const page = await context.newPage();
      await openLive(page, `${running.site.url}${signup.path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Signup' }).tap();

      const dialog = page.getByRole('dialog', { name: signup.title });
      await dialog.getByLabel('Full Name*').waitFor();
      for (const label of signup.absent) assert.equal(await dialog.getByLabel(label, { exact: true }).count(), 0, `${label} is not shown`);
      const name = `Bottom Bar ${signup.formType}`;
      await dialog.getByLabel('Full Name*').fill(name);
      await dialog.getByLabel('Email*').fill('bottom.bar@example.com');
      await dialog.getByLabel('Phone*').pressSequentially('2125550150');
      for (const { label, option } of signup.selects) await dialog.getByLabel(label, { exact: true }).selectOption(option);
      await dialog.getByLabel(signup.messageLabel).fill('Sent from the bottom bar.');
      await dialog.getByRole('button', { name: 'Submit' }).tap();
      await page.getByRole('heading', { name: 'Thank You!' }).waitFor();

      const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === name);
      assert.equal(stored.length, 1);
      const lead = stored[0]!;
      assert.equal(lead.form_type, signup.formType);
      assert.equal(lead.service, signup.service);
      for (const { option, column } of signup.selects) assert.equal(lead[column], option, column);
      await context.close();
    });
  }
});
