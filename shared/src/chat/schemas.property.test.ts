import fc from 'fast-check';
import { validate } from '../schemas/validate';
import { CHAT_LIMITS } from './contract';
import { offlineMessageSchema, sendChatMessageSchema } from './schemas';

// Issue 9: the chat's forms check with the schema the server checks with (the widget's offline form,
// the agent console's reply box): whatever a visitor or an agent types, both give the same verdict,
// the same failing fields and the same message, after the trip through JSON.

const text = (max: number) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', '   ', "O'Brien", '<img src=x onerror=alert(1)>', "'; DROP TABLE chat_messages; --", 'a\uD800b'),
    fc.constantFrom(max - 1, max, max + 1).map((length) => ` ${'m'.repeat(length)} `),
  );
const roomId = fc.oneof(fc.stringMatching(/^\d{1,18}$/), fc.integer(), fc.double(), fc.constantFrom('', '../1', '1 OR 1=1'));

function agree(schema: Parameters<typeof validate>[0], input: unknown) {
  const client = validate(schema, input);
  const server = validate(schema, JSON.parse(JSON.stringify(input)));
  expect(server).toEqual(client);
}

describe('chat forms and the server agree', () => {
  it('on an offline message (the widget when no agent is in)', () => {
    fc.assert(
      fc.property(
        fc.record({ name: text(120), email: fc.oneof(fc.emailAddress(), text(254)), message: text(CHAT_LIMITS.messageLength) }, { requiredKeys: [] }),
        fc.option(roomId, { nil: undefined }),
        (values, room) => agree(offlineMessageSchema, { ...values, ...(room !== undefined ? { roomId: room } : {}) }),
      ),
      { numRuns: 300 },
    );
  });

  it("on an agent's reply (the console's reply box)", () => {
    fc.assert(
      fc.property(roomId, fc.oneof(fc.uuid(), fc.string()), text(CHAT_LIMITS.messageLength), fc.option(fc.uuid(), { nil: undefined }), (room, clientId, content, attachmentId) =>
        agree(sendChatMessageSchema, { roomId: room, clientId, content: content.trim(), senderRole: 'agent', ...(attachmentId ? { attachmentId } : {}) }),
      ),
      { numRuns: 300 },
    );
  });
});
