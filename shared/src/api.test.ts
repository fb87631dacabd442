import { createApiClient } from './api';

describe('API client', () => {
  it('talks JSON to the base URL it is given', () => {
    const client = createApiClient('https://api.example.com/api');
    expect(client.defaults.baseURL).toBe('https://api.example.com/api');
    expect(client.defaults.headers['Content-Type']).toBe('application/json');
    // Bearer tokens, not cookies, cross origins: the partner embed sends no credentials.
    expect(client.defaults.withCredentials).toBeFalsy();
  });
});
