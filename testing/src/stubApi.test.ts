import { standInVisitorToken, startStubApi, type StubApi } from './stubApi';

const CUSTOMER_ID = '0b5f3a52-6d1e-4c1a-9f43-1d2c3b4a5e6f';
const blurUpdate = (headers: Record<string, string> = {}, body: unknown = { email: 'ada@example.com', lead: false }) =>
  fetch(`${api.url}/api/customer/signup/update/${CUSTOMER_ID}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let api: StubApi;
beforeAll(async () => {
  api = await startStubApi();
  api.respondWith(() => ({ status: 200, body: { ok: true } }));
});
afterAll(() => api.close());

describe('the stand-in API', () => {
  it("gives a call the server takes the test's answer", async () => {
    const answer = await blurUpdate({ authorization: `Bearer ${standInVisitorToken(CUSTOMER_ID)}` });
    expect(answer.status).toBe(200);
    expect(() => api.assertNoViolations()).not.toThrow();
  });

  it("answers a call the server refuses as the server does, and fails the test naming the call and the server's reason", async () => {
    const answer = await blurUpdate();
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ error: 'Visitor token required' });
    const unknownField = await blurUpdate({ authorization: `Bearer ${standInVisitorToken(CUSTOMER_ID)}` }, { email: 'ada@example.com', colour: 'red' });
    expect(await unknownField.json()).toEqual({ error: 'Invalid request', fields: { colour: 'Unknown field.' } });

    expect(() => api.assertNoViolations()).toThrow(
      [
        'The client under test made calls the real server refuses (shared/src/contract/api/):',
        `  PUT /api/customer/signup/update/${CUSTOMER_ID} -> 401 Visitor token required`,
        `  PUT /api/customer/signup/update/${CUSTOMER_ID} -> 400 Invalid request {"colour":"Unknown field."}`,
      ].join('\n'),
    );
    expect(() => api.assertNoViolations()).not.toThrow();
  });

  it('lets a test that means to send a refused call say so, for that route and that test only', async () => {
    api.expectViolation('PUT /api/customer/signup/update/:id');
    expect((await blurUpdate()).status).toBe(401);
    expect(() => api.assertNoViolations()).not.toThrow();
    await blurUpdate();
    expect(() => api.assertNoViolations()).toThrow('-> 401 Visitor token required');
  });

  it('answers 500, as the server would, when a test makes it answer outside the contract, and fails the test naming the answer', async () => {
    const token = { authorization: `Bearer ${standInVisitorToken(CUSTOMER_ID)}` };
    api.respondWith(() => ({ status: 200, body: { ok: true, saved: 'ada@example.com' } }));
    const extraField = await blurUpdate(token);
    expect(extraField.status).toBe(500);
    api.respondWith(() => ({ status: 400, body: { message: 'no' } }));
    await blurUpdate(token);
    api.respondWith(() => ({ status: 201, body: { ok: true } }));
    await blurUpdate(token);
    api.expectViolation('PUT /api/customer/signup/update/:id');
    expect(() => api.assertNoViolations()).toThrow(
      [
        `  PUT /api/customer/signup/update/${CUSTOMER_ID} -> the test made the stand-in answer outside the contract: PUT /api/customer/signup/update/:id answered 200 outside its schema: {"saved":"Unknown field."}`,
        `  PUT /api/customer/signup/update/${CUSTOMER_ID} -> the test made the stand-in answer outside the contract: PUT /api/customer/signup/update/:id answered 400 outside its schema: {"error":"Invalid input: expected string, received undefined","message":"Unknown field."}`,
        `  PUT /api/customer/signup/update/${CUSTOMER_ID} -> the test made the stand-in answer outside the contract: PUT /api/customer/signup/update/:id answered 201: a status the contract does not list for this route`,
      ].join('\n'),
    );
    api.respondWith(() => ({ status: 200, body: { ok: true } }));
  });
});
