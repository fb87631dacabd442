import { defaultRuntimeConfig } from '@bookcraft/shared';
import { loadRuntimeConfig } from './runtimeConfig';

// A shell served as plain files reads /remotes.json; without it the page runs on the defaults, and says why.
describe('the runtime configuration of a shell served as plain files', () => {
  afterEach(() => jest.restoreAllMocks());

  it('falls back to the defaults, logging the status, when /remotes.json is not there', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Not found', { status: 404 }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadRuntimeConfig()).toEqual(defaultRuntimeConfig());
    expect(logged).toHaveBeenCalledWith('Runtime configuration: /remotes.json answered 404; using the defaults');
  });

  it('falls back to the defaults, logging the error, when /remotes.json is not JSON', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadRuntimeConfig()).toEqual(defaultRuntimeConfig());
    expect(logged).toHaveBeenCalledWith('Runtime configuration: /remotes.json could not be read or is not valid JSON; using the defaults', expect.objectContaining({ message: expect.stringContaining('not valid JSON') }));
  });
});
