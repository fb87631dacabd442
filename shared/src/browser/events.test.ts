import { emit, on } from './events';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const opened: unknown[] = [];
    const updated: unknown[] = [];
    const offOpen = on('openFormPopup', (payload) => opened.push(payload));
    const offUpdate = on('customerUpdated', (payload) => updated.push(payload));

    emit('openFormPopup', { formType: 'Marketing' });

    expect(opened).toEqual([{ formType: 'Marketing' }]);
    expect(updated).toEqual([]);
    offOpen();
    offUpdate();
  });

  it('stops delivering after unsubscribe', () => {
    const received: unknown[] = [];
    const off = on('openFormPopup', (payload) => received.push(payload));
    emit('openFormPopup', { formType: 'Marketing' });
    off();
    emit('openFormPopup', { formType: 'SciFi' });
    expect(received).toEqual([{ formType: 'Marketing' }]);
  });

  it('rides on window events, so separately built bundles hear each other', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('bookcraft:customerUpdated', listener);
    emit('customerUpdated', { customerId: 'c1', fields: { email: 'a@b.co' } });
    window.removeEventListener('bookcraft:customerUpdated', listener);
    expect(seen).toEqual([{ customerId: 'c1', fields: { email: 'a@b.co' } }]);
  });
});
