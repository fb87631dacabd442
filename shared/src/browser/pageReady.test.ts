import { LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '../contract/prerendered';
import { whenEveryMountLive } from './pageReady';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenEveryMountLive', () => {
  afterEach(() => document.body.replaceChildren());

  it('waits until every remote part on the page has gone live, one that arrives later included', async () => {
    const forms = document.createElement('div');
    forms.setAttribute(MOUNT_ATTRIBUTE, 'forms/./LeadForm');
    const landing = document.createElement('div');
    landing.setAttribute(MOUNT_ATTRIBUTE, 'landing/./LandingPage');
    landing.setAttribute(LIVE_ATTRIBUTE, '');
    document.body.append(landing, forms);

    const live = whenEveryMountLive();
    expect(await settled(live)).toBe(false);

    const chat = document.createElement('div');
    chat.setAttribute(MOUNT_ATTRIBUTE, 'chat/./ChatWidget');
    document.body.append(chat);
    forms.setAttribute(LIVE_ATTRIBUTE, '');
    expect(await settled(live)).toBe(false);

    chat.setAttribute(LIVE_ATTRIBUTE, '');
    expect(await settled(live)).toBe(true);
  });

  it('resolves at once on a page whose parts are all live', async () => {
    expect(await settled(whenEveryMountLive())).toBe(true);
  });
});
