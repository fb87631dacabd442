let context: AudioContext | undefined;

export interface Tone {
  /** One frequency per step, in Hz, each held for an equal share of `seconds`. */
  frequencies: number[];
  volume: number;
  seconds: number;
}

/** The widget's tone for a new agent message: short and quiet. */
export const VISITOR_TONE: Tone = { frequencies: [880], volume: 0.08, seconds: 0.2 };
/** The console's tone for a visitor's message or a new chat: two steps, louder. */
export const AGENT_TONE: Tone = { frequencies: [880, 660], volume: 0.2, seconds: 0.35 };

/**
 * A tone drawn with WebAudio (no sound file to load). Browsers keep audio suspended until the page
 * has had a user gesture; the tone then stays silent, as do browsers without WebAudio.
 */
export function beep({ frequencies, volume, seconds }: Tone): void {
  try {
    const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return;
    context ??= new AudioContextClass();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const gain = context.createGain();
    gain.gain.setValueAtTime(volume, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
    gain.connect(context.destination);
    const oscillator = context.createOscillator();
    frequencies.forEach((frequency, step) => oscillator.frequency.setValueAtTime(frequency, start + (step * seconds) / frequencies.length));
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  } catch {
    // A notification sound is a courtesy: the message itself still shows.
  }
}
