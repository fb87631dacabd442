import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { agentConsole, visitorWithChat } from '../support/chat';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

// Outside working hours (the stored ones: Monday to Friday, 9 to 5 in New York), on a Saturday set by
// CLOCK_START: the widget says when the team is back, keeps what the visitor writes, and an agent who
// signs in anyway finds it and answers.
const SATURDAY_NOON_IN_NEW_YORK = '2026-11-28T17:00:00Z';
const BACK = "We're back Monday at 9:00 (New York time)";
const NOBODY_ONLINE = 'No one is online right now. We usually reply within a few hours. Leave your e-mail and we will answer there if you have gone.';

describe('writing after hours', () => {
  const running = useSiteAndBrowser({ CLOCK_START: SATURDAY_NOON_IN_NEW_YORK, STAFF_NAME: 'Nora' }, { teamHours: 'stored' });

  it('says when the team is back, keeps the message, and an agent who signs in after hours sees and answers it', async () => {
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/publishing`);
    await visitor.getByText(BACK).waitFor();
    await visitor.getByText(NOBODY_ONLINE).waitFor();
    await visitor.getByRole('textbox', { name: 'Message' }).fill('Can you publish a cookbook by spring?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await visitor.getByRole('log').getByText('Sending…').waitFor({ state: 'detached' });

    // A console open on a Saturday does not put the team online: the visitor is still told when it is back.
    const agent = await agentConsole(running.browser, running.site.url);
    await agent.getByRole('button', { name: /1 unread.*Can you publish a cookbook by spring\?/ }).click();
    await agent.getByLabel(/^Reply to/).fill('We can! Send us the manuscript on Monday.');
    await agent.getByRole('button', { name: 'Send', exact: true }).click();

    await visitor.getByRole('log').getByText('We can! Send us the manuscript on Monday.').waitFor();
    assert.equal(await visitor.getByText(BACK).count(), 1);
    await agent.context().close();
    await visitor.context().close();
  });
});
