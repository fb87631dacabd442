import { IDLE_TIMEOUT_MS, OFFLINE_CHECK_INTERVAL_MS, OFFLINE_TIMEOUT_MS } from '../../contract/constants';
import type { PresenceStatus } from '../../contract/types';

export type PresenceListener = (status: PresenceStatus, previous: PresenceStatus) => void;

/**
 * The visitor presence machine of requirements §4.1, free of the DOM (bindPresence
 * feeds it browser events):
 * - active -> idle after 15 s without activity while the tab is visible;
 * - active or idle -> away when the tab is hidden or the window loses focus;
 * - away -> active when the tab is visible again or the window regains focus;
 * - any -> offline after 5 minutes without interaction, checked every 60 s;
 * - leaving the page -> offline; any activity -> active.
 */
export class PresenceMachine {
  status: PresenceStatus = 'active';
  private lastInteraction = Date.now();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private offlineCheck: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly onChange: PresenceListener,
    private readonly isVisible: () => boolean = () => true,
  ) {}

  start(): void {
    this.lastInteraction = Date.now();
    this.armIdleTimer();
    this.offlineCheck = setInterval(() => {
      if (Date.now() - this.lastInteraction >= OFFLINE_TIMEOUT_MS) this.set('offline');
    }, OFFLINE_CHECK_INTERVAL_MS);
  }

  stop(): void {
    clearTimeout(this.idleTimer);
    clearInterval(this.offlineCheck);
  }

  /** Mouse, key or scroll. */
  activity(): void {
    this.lastInteraction = Date.now();
    if (this.isVisible()) this.set('active');
    this.armIdleTimer();
  }

  /** The tab was hidden or the window lost focus. */
  hidden(): void {
    if (this.status === 'active' || this.status === 'idle') this.set('away');
  }

  /** The tab is visible again or the window regained focus. */
  visible(): void {
    this.lastInteraction = Date.now();
    if (this.status === 'away' || this.status === 'offline') this.set('active');
    this.armIdleTimer();
  }

  /** The page is being left or unloaded. */
  leave(): void {
    this.stop();
    this.set('offline');
  }

  private armIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.status === 'active' && this.isVisible()) this.set('idle');
    }, IDLE_TIMEOUT_MS);
  }

  private set(status: PresenceStatus): void {
    if (status === this.status) return;
    const previous = this.status;
    this.status = status;
    this.onChange(status, previous);
  }
}

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Feeds a machine from the browser; returns the function that stops listening. */
export function bindPresence(machine: PresenceMachine, onLeave: () => void): () => void {
  let lastActivity = 0;
  const activity = () => {
    // Mouse moves fire dozens of times a second; once a second is plenty.
    if (Date.now() - lastActivity < 1_000 && machine.status === 'active') return;
    lastActivity = Date.now();
    machine.activity();
  };
  const visibility = () => (document.visibilityState === 'hidden' ? machine.hidden() : machine.visible());
  const blur = () => machine.hidden();
  const focus = () => machine.visible();
  const leave = () => {
    machine.leave();
    onLeave();
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, activity, { passive: true });
  document.addEventListener('visibilitychange', visibility);
  window.addEventListener('blur', blur);
  window.addEventListener('focus', focus);
  window.addEventListener('pagehide', leave);
  machine.start();
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity);
    document.removeEventListener('visibilitychange', visibility);
    window.removeEventListener('blur', blur);
    window.removeEventListener('focus', focus);
    window.removeEventListener('pagehide', leave);
    machine.stop();
  };
}
