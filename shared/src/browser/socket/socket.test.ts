import { createSocket } from '.';

describe('socket factory', () => {
  it('uses websocket transport only and never connects by itself', () => {
    const socket = createSocket({}, 'http://localhost:1');
    expect(socket.io.opts.transports).toEqual(['websocket']);
    expect(socket.io.opts.autoConnect).toBe(false);
    expect(socket.connected).toBe(false);
    expect(socket.io.opts.path).toBe('/socket.io');
  });

  it('keeps websocket-only and manual connect even when a caller asks otherwise', () => {
    const socket = createSocket({ transports: ['polling'], autoConnect: true }, 'http://localhost:1');
    expect(socket.io.opts.transports).toEqual(['websocket']);
    expect(socket.connected).toBe(false);
  });
});
