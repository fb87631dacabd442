let context: AudioContext | undefined;

/**
 * A short, quiet tone for a new agent message. Browsers start audio only
 * after the visitor has interacted with the page; before that, and where
 * there is no WebAudio, it stays silent.
 */
export function beep(): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const now = context.currentTime;
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.2);
  } catch {
    // No sound is better than an error over a chat message.
  }
}
