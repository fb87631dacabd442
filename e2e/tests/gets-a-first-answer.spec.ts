import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { agentConsole, visitorWithChat } from '../support/chat';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

// The chat's first answer from the help center (docs/help-center.md), before a person joins.

const NOBODY_ONLINE = 'No one is online right now. We usually reply within a few hours. Leave your e-mail and we will answer there if you have gone.';

/** Sends a message and waits until the server has it: by then it has searched the help center and sent what it found. */
async function ask(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).pressSequentially(text, { delay: 20 });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('log').getByText(text).waitFor();
  await page.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });
}

const suggestionsIn = (page: Page) => page.getByRole('log').getByRole('listitem', { name: 'Suggested answers from the help center' });

describe("the chat's first answer from the help center", () => {
  const running = useSiteAndBrowser();

  it('answers a question with the help article at night, and "Talk to a person" still asks for one', async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/about-us`);
    await visitor.getByText(NOBODY_ONLINE).waitFor();
    await ask(visitor, 'how long does editing take?');

    const suggestions = suggestionsIn(visitor);
    await suggestions.waitFor();
    const article = suggestions.getByRole('link', { name: 'How long does editing take?' });
    assert.equal(await article.getAttribute('href'), '/help/how-long-does-editing-take');
    assert.match(await suggestions.innerText(), /weeks/);

    await suggestions.getByRole('button', { name: 'Talk to a person' }).click();
    await visitor.getByText('A person has been asked to join. They will reply here.').waitFor();
    await visitor.getByRole('log').getByText('“Talk to a person” was chosen.').waitFor();
    assert.equal(await suggestions.getByRole('button', { name: 'That answers it' }).count(), 0);
    await visitor.context().close();
  });

  it('shows the member who has the conversation what was suggested, and suggests nothing for an off-topic question', async () => {
    const agent = await agentConsole(running.browser, running.site.url);
    const author = await visitorWithChat(running.browser, `${running.site.url}/about-us`);
    await ask(author, 'Do I keep the royalties from my book?');
    await suggestionsIn(author).getByRole('link', { name: /royalties/i }).first().waitFor();
    // The only member online: routing gave them the conversation after the suggestions.
    await agent.getByRole('button', { name: /Do I keep the royalties from my book/ }).click();
    await agent.getByRole('log', { name: /^Messages with/ }).getByText(/^Suggested answers from the help center: .*royalties/i).waitFor();

    const stranger = await visitorWithChat(running.browser, `${running.site.url}/about-us`);
    await ask(stranger, 'What will the weather be like in Paris tomorrow?');
    assert.equal(await suggestionsIn(stranger).count(), 0, 'nothing suggested');
    for (const page of [agent, author, stranger]) await page.context().close();
  });
});
