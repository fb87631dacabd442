import type { Page } from 'playwright-core';

export interface Author {
  firstName: string;
  lastName: string;
  email: string;
}

/** A service landing page's hero form (family A, Publishing), filled in and ready to submit. */
export async function fillHeroForm(page: Page, name: string, message = 'A novel about a lighthouse keeper.') {
  const form = page.getByRole('region', { name: 'Get Started Today' });
  await form.getByLabel('Full Name*').fill(name);
  await form.getByLabel('Email*').fill('ada@example.com');
  await form.getByLabel('Phone*').pressSequentially('2125550147');
  await form.getByLabel('Genre*').selectOption('Fiction');
  await form.getByLabel('Manuscript Status*').selectOption('Completed');
  await form.getByLabel('Tell Us About Your Book').fill(message);
  return form;
}

/** The ad landing page's lead form, where a visitor from an ad types their details. */
export const landingForm = (page: Page) => page.getByRole('region', { name: 'Get Started Today' });

/** Types name and e-mail and moves on to the phone field, as a visitor who has not decided to submit yet. */
export async function typeNameAndEmail(page: Page, author: Author): Promise<void> {
  const form = landingForm(page);
  await form.getByLabel('First Name*').fill(author.firstName);
  await form.getByLabel('Last Name*').fill(author.lastName);
  await form.getByLabel('Email*').fill(author.email);
  await form.getByLabel('Phone Number*').focus();
}

/** Completes the rest of the landing form and submits it. */
export async function submitLandingForm(page: Page, message: string): Promise<void> {
  const form = landingForm(page);
  await form.getByLabel('Phone Number*').pressSequentially('2125550147');
  await form.getByRole('checkbox', { name: 'Publishing' }).check();
  await form.getByLabel('Tell Us About Your Book*').fill(message);
  await form.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('👍 Submitted.').waitFor();
}

/** The console's Visitors tab, opened. */
export async function visitorsTab(staff: Page) {
  await staff.getByRole('tab', { name: 'Visitors' }).click();
  return staff.getByRole('tabpanel', { name: 'Visitors' });
}

/** A visitor's row in the console's Visitors list, by the name staff see. */
export const visitorRow = (staff: Page, name: string) => staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: new RegExp(name) }) });

/** The visitor writes in the chat widget. */
export async function writeInChat(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: /chat with us/i }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}
