import fc from 'fast-check';
import { TRACKING_PARAMS } from '../../contract/constants';
import { registrationSchema } from '../../contract/schemas/visitors';
import { validate } from '../../contract/schemas/validate';
import { NO_DEVICE_SIGNALS, registrationPayload } from './registration';
import { readTrackingParams } from '../../contract/tracking/utm';

// Whatever page a browser lands on, with whatever campaign parameters, the registration it
// builds (shell tracking, partner embed) is one the server takes. A refused registration is a
// visitor with no chat and no tracking.

/** A query string as links in the wild carry it: any text, percent escapes for NUL and broken UTF-8, very long values. */
const paramValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((value) => new URLSearchParams({ v: value }).toString().slice(2)),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%F0%9F%93%9A'.repeat(120), '%C3%28'),
  fc.nat({ max: 600 }).map((length) => 'q'.repeat(length)),
);
const search = fc.dictionary(fc.constantFrom(...TRACKING_PARAMS, 'other'), paramValue).map((params) => `?${Object.entries(params).map(([name, value]) => `${name}=${value}`).join('&')}`);
const page = fc.record({
  path: fc.oneof(fc.webPath(), fc.nat({ max: 3_000 }).map((length) => `/LP-GN-GAD/${'p'.repeat(length)}`)),
  origin: fc.constantFrom('https://bookcraft.example', 'https://partner.example'),
});
const signals = fc.oneof(fc.constant(NO_DEVICE_SIGNALS), fc.record({ fingerprintId: fc.stringMatching(/^[0-9a-f]{20,32}$/), canvasHash: fc.stringMatching(/^[0-9a-f]{8}$/), audioHash: fc.stringMatching(/^-?\d{1,3}\.\d{1,12}$/) }));
const screenSide = fc.nat({ max: 16_384 });

describe('registration: the server takes every payload a browser builds', () => {
  it('on the site (shell tracking) and on a partner page (embed)', () => {
    fc.assert(
      fc.property(search, page, signals, screenSide, screenSide, (query, { path, origin }, device, width, height) => {
        Object.defineProperty(window.screen, 'width', { value: width, configurable: true });
        Object.defineProperty(window.screen, 'height', { value: height, configurable: true });
        const href = `${origin}${path}${query}`;
        const payload = registrationPayload(readTrackingParams(query), device, { landingPage: path, link: href });
        const server = validate(registrationSchema, JSON.parse(JSON.stringify(payload)));
        expect(server).toMatchObject({ success: true });
      }),
      { numRuns: 300 },
    );
  });
});
