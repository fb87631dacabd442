import { detectOs } from './os';

describe('OS detection (requirements §3.2)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15', 'macOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15', 'iOS'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'Linux'],
  ])('%s -> %s', (userAgent, os) => {
    expect(detectOs(userAgent, 'whatever')).toBe(os);
  });

  it('falls back to the platform string, then Unknown', () => {
    expect(detectOs('Mozilla/5.0 (PlayStation 5)', 'PlayStation')).toBe('PlayStation');
    expect(detectOs('curl/8.0', '')).toBe('Unknown');
  });
});
