import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadPayloadSchemaFor, validate, type LeadPayload } from '@bookcraft/shared/contracts';
import { leadNotification } from '../src/leads/notification';
import { familyALead, familyBLead } from './leadFixtures';

// The mail to sales is one `field: value` line per field of the lead. Single-line fields
// hold no line break (the shared schemas refuse one); the message, which may, goes on indented, so no
// text a visitor writes starts a line that reads as a field.

/** The lead as the server takes it: through the schema, as routes/forms.ts does. */
function taken(body: Record<string, unknown>): LeadPayload {
  const result = validate(leadPayloadSchemaFor(body), body);
  assert.ok(result.success, JSON.stringify(result));
  return result.data as LeadPayload;
}

/** The lines of the body that read as a field: `name: value` at the start of a line. */
const fieldLines = (body: string) => body.split('\n').filter((line) => /^[a-z_A-Z]+: /.test(line));

describe('the lead notification', () => {
  it('has one line per field, the real e-mail the only e-mail line, however the message is written', () => {
    const message = 'My book.\nemail: forged@x.example\r\nphone: 555\rlink: https://evil.example\u2028full_name: Mallory';
    const { subject, body } = leadNotification('lead-1', taken(familyALead('General', { message })), false);
    assert.equal(subject, 'New lead: Ada Writer (General)');
    assert.deepEqual(fieldLines(body).map((line) => line.split(':')[0]), ['formType', 'full_name', 'email', 'phone', 'message', 'link']);
    assert.deepEqual(fieldLines(body).filter((line) => line.startsWith('email: ')), ['email: ada@example.com']);
    assert.ok(body.includes('message: My book.\n  email: forged@x.example\n  phone: 555\n  link: https://evil.example\n  full_name: Mallory\n'), body);
  });

  it('writes a family B lead the same way, and a page address as one line', () => {
    const lead = taken(familyBLead('landing', { message: 'One\n\nTwo', link: 'http://site.test/LP-GN-MET?x=1\nemail: forged@x.example' }));
    const { body } = leadNotification('lead-2', lead, true);
    assert.deepEqual(fieldLines(body).filter((line) => line.startsWith('email: ')), ['email: grace@example.com']);
    assert.ok(body.includes('link: http://site.test/LP-GN-MET?x=1%0Aemail: forged@x.example'), body);
    assert.ok(body.includes('message: One\n  \n  Two'), body);
  });

  it('is never given a single-line field of two lines: the schema refuses it first', () => {
    for (const body of [familyALead('General', { full_name: 'Ann\nemail: forged@x.example' }), familyBLead('footer', { first_name: 'Ann\remail: forged@x.example' })]) {
      assert.equal(validate(leadPayloadSchemaFor(body), body).success, false);
    }
  });
});
