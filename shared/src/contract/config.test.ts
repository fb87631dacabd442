import { CONFIG_ELEMENT_ID, defaultRuntimeConfig, getRuntimeConfig, mergeRuntimeConfig, setRuntimeConfig, telHref } from './config';

describe('runtime configuration', () => {
  it('defaults the API to this origin /api and the remotes to this origin', () => {
    const config = defaultRuntimeConfig();
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.socketUrl).toBe('');
    expect(config.remotes.forms).toBe('/remotes/forms/mf-manifest.json');
  });

  it('keeps default remotes for the ones a partial config leaves out', () => {
    const config = mergeRuntimeConfig({ remotes: { chat: 'https://cdn.example.com/chat/mf-manifest.json' } as never });
    expect(config.remotes.chat).toBe('https://cdn.example.com/chat/mf-manifest.json');
    expect(config.remotes.pages).toBe('/remotes/pages/mf-manifest.json');
  });

  it('reads the phone and e-mail the server wrote into the page', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify({ phone: '(212) 555-0199', email: 'sales@example.com' });
    document.body.appendChild(element);
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./config')>('./config');
      expect(fresh.getRuntimeConfig()).toMatchObject({ phone: '(212) 555-0199', email: 'sales@example.com', apiBaseUrl: '/api' });
    });
    element.remove();
  });

  it('falls back to the defaults when the page holds no configuration', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./config')>('./config');
      expect(fresh.getRuntimeConfig()).toEqual(defaultRuntimeConfig());
    });
  });

  it('says so, and keeps the defaults, when the configuration in the page is not valid JSON', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = CONFIG_ELEMENT_ID;
    element.textContent = '{"phone": ';
    document.body.appendChild(element);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./config')>('./config');
      expect(fresh.getRuntimeConfig()).toEqual(defaultRuntimeConfig());
    });
    expect(logged).toHaveBeenCalledWith(`Runtime configuration: #${CONFIG_ELEMENT_ID} in the page is not valid JSON; using the defaults`, expect.any(SyntaxError));
    logged.mockRestore();
    element.remove();
  });

  it('can be replaced by a page that is not served by the shell', () => {
    expect(setRuntimeConfig({ socketUrl: 'https://chat.example.com' }).socketUrl).toBe('https://chat.example.com');
    expect(getRuntimeConfig().socketUrl).toBe('https://chat.example.com');
  });

  it('builds tel: links with the US country code', () => {
    expect(telHref('(555) 013-2665')).toBe('tel:+15550132665');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
