import type { PresenceStatus } from '../../contract/types';
import { PresenceMachine } from './presence';

function machine(visible = { value: true }) {
  const changes: string[] = [];
  const presence = new PresenceMachine((status: PresenceStatus, previous: PresenceStatus) => changes.push(`${previous}->${status}`), () => visible.value);
  presence.start();
  return { presence, changes, visible };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('presence (requirements §4.1)', () => {
  it('starts active and turns idle after 15 s without activity while the tab is visible', () => {
    const { presence, changes } = machine();
    jest.advanceTimersByTime(14_999);
    expect(presence.status).toBe('active');
    jest.advanceTimersByTime(1);
    expect(changes).toEqual(['active->idle']);
  });

  it('restarts the 15 s on every activity', () => {
    const { presence } = machine();
    jest.advanceTimersByTime(10_000);
    presence.activity();
    jest.advanceTimersByTime(10_000);
    expect(presence.status).toBe('active');
    jest.advanceTimersByTime(5_000);
    expect(presence.status).toBe('idle');
  });

  it('does not turn idle while the tab is hidden', () => {
    const visible = { value: true };
    const { presence } = machine(visible);
    visible.value = false;
    jest.advanceTimersByTime(15_000);
    expect(presence.status).toBe('active');
  });

  it('goes away from active or idle when hidden or blurred, and back to active when visible or focused', () => {
    const { presence, changes } = machine();
    presence.hidden();
    presence.visible();
    jest.advanceTimersByTime(15_000);
    presence.hidden();
    expect(changes).toEqual(['active->away', 'away->active', 'active->idle', 'idle->away']);
  });

  it('returns from idle to active on any activity', () => {
    const { presence, changes } = machine();
    jest.advanceTimersByTime(15_000);
    presence.activity();
    expect(changes).toEqual(['active->idle', 'idle->active']);
  });

  it('returns from away to active on activity once the tab is visible', () => {
    const visible = { value: true };
    const { presence, changes } = machine(visible);
    visible.value = false;
    presence.hidden();
    presence.activity();
    expect(presence.status).toBe('away');
    visible.value = true;
    presence.activity();
    expect(changes).toEqual(['active->away', 'away->active']);
  });

  it('goes offline after 5 minutes without interaction, found by the check that runs every 60 s', () => {
    const { presence, changes } = machine();
    jest.advanceTimersByTime(4 * 60_000);
    expect(presence.status).toBe('idle');
    jest.advanceTimersByTime(59_999);
    expect(presence.status).toBe('idle');
    jest.advanceTimersByTime(1);
    expect(changes).toEqual(['active->idle', 'idle->offline']);
  });

  it('goes offline from away too', () => {
    const { presence } = machine();
    presence.hidden();
    jest.advanceTimersByTime(5 * 60_000);
    expect(presence.status).toBe('offline');
  });

  it('goes offline when the page is left, and stops its timers', () => {
    const { presence, changes } = machine();
    presence.leave();
    jest.advanceTimersByTime(10 * 60_000);
    expect(changes).toEqual(['active->offline']);
  });

  it('reports each change once', () => {
    const { presence, changes } = machine();
    presence.hidden();
    presence.hidden();
    expect(changes).toEqual(['active->away']);
  });
});
