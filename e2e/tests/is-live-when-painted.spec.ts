import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { collectPageErrors, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

const HELD_BACK_MS = 3000;

/** Every remote's scripts arrive only once HELD_BACK_MS have passed since the page was asked for: the shell is not held. */
async function holdBackRemotes(page: Page) {
  const releaseAt = Date.now() + HELD_BACK_MS;
  await page.route('**/remotes/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt - Date.now())));
    await route.continue();
  });
}

describe('a prerendered page is live when it is painted', () => {
  const running = useSiteAndBrowser();

  it('adopts the painted hero and keeps what the visitor typed and tapped before the remotes arrived', async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => (message.type() === 'error' ? !/Tracking error|Socket connection error/.test(message.text()) : /did not match the code/.test(message.text())) && consoleErrors.push(message.text()));
    await holdBackRemotes(page);
    await page.goto(`${running.site.url}/book-publishing-services`, { waitUntil: 'domcontentloaded' });

    const heading = page.getByRole('heading', { level: 1, name: 'Do you have a Manuscript Ready?' });
    const fullName = page.getByLabel('Full Name*');
    // A mark on the nodes' JavaScript objects is still there later only if the page kept those very nodes.
    await heading.evaluate((node) => Object.assign(node, { paintedMark: true }));
    await fullName.evaluate((node) => Object.assign(node, { paintedMark: true }));
    const remotesRunning = () => page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => /\/remotes\/.+\.js($|\?)/.test(entry.name) && entry.responseEnd > 0));

    // Before takeover: the visitor types into the hero form and taps the hero's call to action (a link, held like a button).
    await fullName.fill('Ada Lovelace');
    await page.getByLabel('Phone*').fill('2125550147');
    await page.getByRole('link', { name: 'Create your Account' }).first().click();
    assert.equal(await remotesRunning(), false, 'the taps were made before any remote had arrived');

    // After takeover: the tap took effect, and the painted nodes are the live ones.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await remotesRunning(), true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await heading.evaluate((node) => (node as unknown as { paintedMark?: boolean }).paintedMark), true, 'the painted heading is the live heading');
    const heroForm = page.getByRole('region', { name: 'Get Started Today' }).first();
    const liveFullName = heroForm.getByLabel('Full Name*');
    assert.equal(await liveFullName.evaluate((node) => (node as unknown as { paintedMark?: boolean }).paintedMark), true, 'the painted field is the live field');
    assert.equal(await liveFullName.inputValue(), 'Ada Lovelace');
    // The live form formats the phone number: it has the digits typed before it ran.
    assert.equal(await heroForm.getByLabel('Phone*').inputValue(), '(212) 555-0147');

    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, [], 'no hydration mismatch or other error');
    await page.close();
  });

  it('asks for the lead challenge once the form is live, when the visitor filled it in before', async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    await holdBackRemotes(page);
    await page.goto(`${running.site.url}/book-publishing-services`, { waitUntil: 'domcontentloaded' });
    const isChallenge = (url: string) => new URL(url).pathname === '/api/lead-challenge';
    const asked = page.waitForRequest((request) => isChallenge(request.url()));

    // Typed (or autofilled) into the painted form: its focus and input come before the form is live.
    await page.getByLabel('Full Name*').fill('Ada Lovelace');
    await page.getByLabel('Phone*').fill('2125550147');
    const remotesArrived = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/remotes\/.+\.js($|\?)/.test(entry.name)));
    assert.equal(remotesArrived, false, 'the form was filled before any remote had arrived');

    // Without a tap on "Submit": the challenge is asked for as the form takes over what was typed, so the time
    // from starting the form to sending it is not counted from the tap (a lead sent too fast is spam).
    await asked;
    const heroForm = page.getByRole('region', { name: 'Get Started Today' }).first();
    assert.equal(await heroForm.getByLabel('Full Name*').inputValue(), 'Ada Lovelace');
    await page.close();
  });
});
