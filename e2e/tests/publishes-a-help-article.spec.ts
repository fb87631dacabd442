import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { agentConsole, visitorWithChat } from '../support/chat';
import { invite, join } from '../support/team';

// An editor answers a question the help center could not: they write an article in the console and
// publish it; a reader without JavaScript finds it at /help/:slug with its structured data, and the
// chat suggests it to the next visitor who asks.

const mailbox = await startMailbox();
after(() => mailbox.stop());

const TITLE = 'Can you publish a poetry collection?';
const SLUG = 'can-you-publish-a-poetry-collection';
const SHORT_ANSWER = 'Yes. We edit, design and publish poetry collections in eBook, paperback and hardcover.';
const QUESTION = 'Do you publish poetry collections?';

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);

describe('a help article written in the console', () => {
  const running = useSiteAndBrowser(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200' }));

  it('is written and published by an editor, read without scripts with its structured data, and suggested in the chat', async () => {
    const admin = await agentConsole(running.browser, running.site.url);
    await invite(admin, 'eve@bookcraft.example', 'editor');
    const editor = await join(running.browser, mailbox.received, 'eve@bookcraft.example', 'Eve Editor', undefined, /^Content/);

    await editor.getByRole('tab', { name: 'Content' }).click();
    await editor.getByRole('group', { name: 'Content section' }).getByRole('button', { name: 'Help center' }).click();
    await editor.getByRole('button', { name: 'New article' }).click();
    await editor.getByLabel('Title').pressSequentially(TITLE, { delay: 10 });
    assert.equal(await editor.getByLabel('Slug').inputValue(), SLUG);
    await editor.getByLabel('Short answer').fill(SHORT_ANSWER);
    await editor.getByLabel('Body (Markdown)').fill('Send us your poems as a **Word** file. See our [publishing service](/services/publishing).');
    await editor.getByLabel('Category').selectOption('Publishing');
    await editor.getByLabel('Related pages').fill('/services/publishing');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.getByText('Saved as a draft.').waitFor();
    assert.equal((await fetch(`${running.site.url}/help/${SLUG}`)).status, 404, 'a draft is not on the site');
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.getByRole('button', { name: 'Unpublish' }).waitFor();

    const page = await fetch(`${running.site.url}/help/${SLUG}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, new RegExp(`<h1[^>]*>${TITLE.replace('?', '\\?')}</h1>`));
    assert.ok(html.includes(SHORT_ANSWER));
    assert.ok(html.includes('<strong>Word</strong>'), 'the body, its Markdown rendered');
    const article = jsonLd(html).find((data) => data['@type'] === 'Article');
    assert.equal(article?.headline, TITLE);
    assert.equal(article?.description, SHORT_ANSWER);

    const reader = await (await running.browser.newContext({ javaScriptEnabled: false })).newPage();
    await reader.goto(`${running.site.url}/help?q=${encodeURIComponent('poetry collection')}`);
    await reader.getByRole('link', { name: new RegExp(TITLE.replace('?', '\\?')) }).first().waitFor();
    await reader.context().close();

    await admin.context().close();
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/about-us`);
    await visitor.getByRole('textbox', { name: 'Message' }).pressSequentially(QUESTION, { delay: 20 });
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    const suggestions = visitor.getByRole('log').getByRole('listitem', { name: 'Suggested answers from the help center' });
    assert.equal(await suggestions.getByRole('link', { name: TITLE }).getAttribute('href'), `/help/${SLUG}`);
    await visitor.context().close();
    await editor.context().close();
  });
});
