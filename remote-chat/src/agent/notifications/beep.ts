let context: AudioContext | undefined;

/**
 * A short two-tone beep drawn with WebAudio (no sound file to load). Browsers
 * keep audio suspended until the page has had a user gesture; the beep then
 * stays silent, as do browsers without WebAudio.
 */
export function beep(): void {
  try {
    const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    gain.connect(context.destination);
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(660, start + 0.15);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + 0.36);
  } catch {
    // A notification sound is a courtesy; the title badge still tells.
  }
}
