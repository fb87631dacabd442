import { checkApiRequest, checkSocketEvent, visitorTokenCustomer, type ApiRequest } from './checkRequest';

const ADA = '4b0f6f1e-2c41-4d7a-9a5e-7c1d2e3f4a5b';
const BOB = '9c2d1e0f-1111-4a2b-8c3d-4e5f6a7b8c9d';
const token = (customerId: string) => `${customerId}.c2lnbmF0dXJl`;
const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): ApiRequest => ({
  method,
  url,
  headers: { 'content-type': 'application/json', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});
const asVisitor = (customerId: string) => ({ authorization: `Bearer ${token(customerId)}` });

describe('checkApiRequest', () => {
  it('takes a call the server takes', () => {
    expect(checkApiRequest(json('PUT', `/api/customer/signup/update/${ADA}`, { email: 'ada@example.com', lead: false }, asVisitor(ADA)))).toBeUndefined();
    expect(checkApiRequest(json('GET', '/api/blogs?page=2&pageSize=9'))).toBeUndefined();
  });

  it('answers 404 for a method and path the server does not serve', () => {
    expect(checkApiRequest(json('GET', '/api/customer/signup/update/x'))).toMatchObject({ status: 404 });
    expect(checkApiRequest(json('DELETE', '/api/blogs/1'))).toMatchObject({ status: 404 });
  });

  it('answers 401 to a visitor call without a token, or with one the server never issues', () => {
    const path = `/api/customer/signup/update/${ADA}`;
    expect(checkApiRequest(json('PUT', path, { email: 'ada@example.com' }))).toEqual({ route: 'PUT /api/customer/signup/update/:id', status: 401, error: 'Visitor token required' });
    for (const authorization of ['Bearer undefined', `Bearer ${ADA}`, 'Bearer ', token(ADA)]) {
      expect(checkApiRequest(json('PUT', path, { email: 'ada@example.com' }, { authorization }))).toMatchObject({ status: 401 });
    }
  });

  it("answers 403 for another visitor's record", () => {
    expect(checkApiRequest(json('POST', `/api/customer/update/${ADA}`, { currentPage: '/' }, asVisitor(BOB)))).toMatchObject({ status: 403 });
    expect(checkApiRequest(json('POST', '/api/chat/chat-room', { customerId: ADA, current_page: '/' }, asVisitor(BOB)))).toMatchObject({ status: 403 });
  });

  it('answers 400 naming each field a route refuses, in the body, the query or the address', () => {
    expect(checkApiRequest(json('PUT', `/api/customer/signup/update/${ADA}`, { email: 'a@b.co', colour: 'red' }, asVisitor(ADA)))).toMatchObject({ status: 400, fields: { colour: 'Unknown field.' } });
    expect(checkApiRequest(json('GET', '/api/blogs?pageSize=500'))).toMatchObject({ status: 400, fields: { pageSize: expect.any(String) } });
    expect(checkApiRequest(json('GET', '/api/blogs/a_b'))).toMatchObject({ status: 400, fields: { id: 'A post is named by its number or its slug.' } });
    expect(checkApiRequest({ ...json('POST', '/api/customer'), body: '{not json' })).toMatchObject({ status: 400, fields: { '(body)': 'Expected JSON.' } });
  });

  it("chooses a lead's schema by its family, as the server does", () => {
    const lead = { formType: 'General', full_name: 'Ada Writer', email: 'ada@example.com', phone: '(212) 555-0147', message: 'Hi' };
    expect(checkApiRequest(json('POST', '/api/form/submit-form', lead))).toBeUndefined();
    expect(checkApiRequest(json('POST', '/api/form/submit-form', { ...lead, favourite: 'x' }))).toMatchObject({ status: 400, fields: { favourite: 'Unknown field.' } });
  });

  it("reads a beacon's token from its body", () => {
    const beacon = (body: unknown) => ({ ...json('POST', '/api/customer/track', body), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(checkApiRequest(beacon({ token: token(ADA), event: 'offline' }))).toBeUndefined();
    expect(checkApiRequest(beacon({ token: '', event: 'offline' }))).toMatchObject({ status: 401 });
  });

  it("reads an upload's fields and file part from multipart", () => {
    const upload = (parts: string[]) => ({
      method: 'POST',
      url: '/api/media/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', ...asVisitor(ADA) },
      body: `${parts.map((part) => `--XYZ\r\n${part}\r\n`).join('')}--XYZ--\r\n`,
    });
    const roomId = 'Content-Disposition: form-data; name="roomId"\r\n\r\n12';
    const file = 'Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8';
    expect(checkApiRequest(upload([roomId, file]))).toBeUndefined();
    expect(checkApiRequest(upload([roomId]))).toMatchObject({ status: 400, fields: { file: expect.any(String) } });
    expect(checkApiRequest(upload([roomId, file.replace('name="file"', 'name="image"')]))).toMatchObject({ status: 400, fields: { image: 'Unknown field.' } });
  });

  it("tells a visitor's page from the staff console: the console's session cookie is the browser's, a visitor's page has none", () => {
    expect(checkApiRequest(json('GET', '/api/staff/visitors'))).toMatchObject({ status: 401 });
    expect(checkApiRequest(json('GET', '/api/staff/visitors'), 'staff')).toBeUndefined();
    expect(checkApiRequest(json('GET', '/api/chat/transcript/12'), 'staff')).toBeUndefined();
    expect(checkApiRequest(json('GET', '/api/chat/transcript/12'))).toMatchObject({ status: 401 });
    expect(checkApiRequest(json('POST', '/api/chat/chat-room/12/escalate', {}), 'staff')).toMatchObject({ status: 401 });
  });

  it('prefers a fixed path segment over a parameter, as the router does', () => {
    expect(checkApiRequest(json('GET', '/api/chat/chat-room/status'), 'staff')).toBeUndefined();
  });
});

describe('checkApiRequest by role', () => {
  it("refuses an agent's console what only admins may call (403), and takes what every member may", () => {
    expect(checkApiRequest(json('GET', '/api/staff/team'), 'agent')).toMatchObject({ status: 403 });
    expect(checkApiRequest(json('POST', '/api/staff/invitations', { email: 'new@bookcraft.test', role: 'agent' }), 'agent')).toMatchObject({ status: 403 });
    expect(checkApiRequest(json('GET', '/api/staff/team'), 'admin')).toBeUndefined();
    expect(checkApiRequest(json('GET', '/api/chat/chat-room/status'), 'agent')).toBeUndefined();
    expect(checkApiRequest(json('GET', '/api/staff/team'), 'visitor')).toMatchObject({ status: 401 });
  });
});

describe('checkSocketEvent', () => {
  it('takes an event the server takes, and refuses an unknown event, a refused payload and another customer', () => {
    expect(checkSocketEvent('visitor', 'visitor-status', [{ status: 'idle' }], ADA)).toBeUndefined();
    expect(checkSocketEvent('visitor', 'shout', [{}], ADA)).toEqual({ error: 'Unknown event' });
    expect(checkSocketEvent('visitor', 'visitor-status', [{ status: 'asleep' }], ADA)).toMatchObject({ fields: { status: expect.any(String) } });
    expect(checkSocketEvent('visitor', 'pageVisited', [{ customerId: BOB, path: '/' }], ADA)).toMatchObject({ fields: { customerId: 'Not your customer id.' } });
    expect(checkSocketEvent('staff', 'createRoom', [{ customerId: ADA, current_page: '/' }])).toEqual({ error: 'Unknown event' });
  });
});

it('knows a visitor token by its shape, `<customer id>.<signature>`', () => {
  expect(visitorTokenCustomer(token(ADA))).toBe(ADA);
  expect(visitorTokenCustomer('visitor-token')).toBeUndefined();
  expect(visitorTokenCustomer(`${ADA}.sig.extra`)).toBeUndefined();
});
