import fc from 'fast-check';
import { validate } from '../schemas/validate';
import { CHAT_LIMITS } from './contract';
import { sendChatMessageSchema, visitorEmailSchema } from './schemas';

// The chat's forms check with the schema the server checks with (the widget's e-mail field,
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
  it('on the e-mail a visitor leaves while no one is online', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.emailAddress().map((email) => `  ${email} `), text(254)), (email) => agree(visitorEmailSchema, { email })),
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
