import type { Page } from 'playwright-core';

/** The admin's settings of one ad platform in Integrations, typed as a person would, then saved. */
export async function turnOnAdPlatform(admin: Page, name: string, fields: Record<string, string>, share: RegExp) {
  await admin.getByRole('tab', { name: 'Integrations' }).click();
  const form = admin.getByRole('form', { name });
  await form.getByLabel(`Send conversions to ${name}`).check();
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill('');
    await form.getByLabel(label, { exact: true }).pressSequentially(value, { delay: 5 });
  }
  await form.getByLabel(share).check();
  await form.getByRole('button', { name: `Save ${name}` }).click();
  await admin.getByText(`Saved ${name}.`).waitFor();
}

/** The deal with `person`: its stage chosen in its select and moved with the keyboard. */
export async function moveDealByKeyboard(staff: Page, person: string, from: string, to: string) {
  const card = staff.getByRole('region', { name: `${from}: 1 deal` }).getByRole('article', { name: `Deal with ${person}` });
  const stage = card.getByRole('combobox', { name: `Stage of the deal with ${person}` });
  await stage.focus();
  await stage.selectOption({ label: to });
  await card.getByRole('button', { name: `Move the deal with ${person}` }).press('Enter');
  await staff.getByText(`Moved the deal with ${person} to ${to}.`).waitFor();
}

/** The amount and services of the deal with `person`, in the stage it stands in, typed and saved. */
export async function priceDeal(staff: Page, person: string, stage: string, dollars: string) {
  const card = staff.getByRole('region', { name: `${stage}: 1 deal` }).getByRole('article', { name: `Deal with ${person}` });
  const amount = card.getByRole('form', { name: `Amount of the deal with ${person}` });
  await amount.getByLabel('Amount (USD)').fill('');
  await amount.getByLabel('Amount (USD)').pressSequentially(dollars, { delay: 40 });
  await amount.getByLabel('Services sold (comma between them)').pressSequentially('Ghostwriting', { delay: 20 });
  await amount.getByRole('button', { name: 'Save' }).click();
  await card.getByText(/^\$[\d,]+\.00 · /).waitFor();
}
