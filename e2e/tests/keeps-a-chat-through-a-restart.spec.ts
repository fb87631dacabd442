import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { agentConsole, visitorWithChat } from '../support/chat';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { asStaffText } from '../support/staffApi';

describe('a server restart during a chat', () => {
  const running = useSiteAndBrowser();

  const visitorSends = async (visitor: Page, text: string) => {
    await visitor.getByRole('textbox', { name: 'Message' }).fill(text);
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
  };
  const agentSends = async (agent: Page, text: string) => {
    await agent.getByLabel(/^Reply to/).fill(text);
    await agent.getByRole('button', { name: 'Send', exact: true }).click();
  };

  it('reconnects the visitor and the agent by themselves, sends what each typed while it was down, and stores every message once', async () => {
    const agent = await agentConsole(running.browser, running.site.url);
    const visitor = await visitorWithChat(running.browser, `${running.site.url}/services/publishing`);
    const visitorLog = visitor.getByRole('log');
    await visitorSends(visitor, 'Hello before the restart');
    await agent.getByRole('button', { name: /Hello before the restart/ }).click();
    const agentLog = agent.getByRole('log', { name: /^Messages with/ });
    await agentSends(agent, 'Welcome before the restart');
    await visitorLog.getByText('Welcome before the restart').waitFor();

    await running.site.restart(async () => {
      await visitorSends(visitor, 'Typed while the server was down');
      await visitorLog.getByText('Typed while the server was down').waitFor();
      await agentSends(agent, 'Answered while the server was down');
      await agentLog.getByText('Answered while the server was down').waitFor();
    });

    await agentLog.getByText('Typed while the server was down').waitFor();
    await visitorLog.getByText('Answered while the server was down').waitFor();
    await visitorLog.getByText('Sending…').waitFor({ state: 'detached' });
    const sent = ['Hello before the restart', 'Welcome before the restart', 'Typed while the server was down', 'Answered while the server was down'];
    for (const text of sent) {
      assert.equal(await visitorLog.getByText(text).count(), 1, `the visitor sees "${text}" once`);
      assert.equal(await agentLog.getByText(text).count(), 1, `the agent sees "${text}" once`);
    }
    const roomId = await visitor.evaluate(() => localStorage.getItem('roomId'));
    const transcript = await asStaffText(running.site.url, `/api/chat/transcript/${roomId}`);
    for (const text of sent) assert.equal(transcript.split(text).length - 1, 1, `the stored conversation has "${text}" once`);
    await visitor.context().close();
    await agent.context().close();
  });
});
