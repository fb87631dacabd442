// Loaded only when a new visitor is registered, after the page is idle: never in the way of the first paint.
import FingerprintJS from '@fingerprintjs/fingerprintjs';
import { AUDIO_FINGERPRINT_SAMPLE_MS, type DeviceSignals } from '@bookcraft/shared';

/** FNV-1a, enough to turn a long rendering into a short, stable id. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16).padStart(8, '0');
}

function canvasHash(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 60;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.textBaseline = 'top';
  context.font = "16px 'Arial'";
  context.fillStyle = '#f60';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#069';
  context.fillText('Book Craft, 1200+ books', 2, 15);
  context.fillStyle = 'rgba(102, 204, 0, 0.7)';
  context.fillText('Book Craft, 1200+ books', 4, 17);
  return hash(canvas.toDataURL());
}

/** Renders 50 ms of a compressed oscillator offline (requirements §9) and hashes the samples. */
async function audioHash(): Promise<string> {
  const sampleRate = 44_100;
  const context = new OfflineAudioContext(1, Math.round((sampleRate * AUDIO_FINGERPRINT_SAMPLE_MS) / 1000), sampleRate);
  const oscillator = context.createOscillator();
  oscillator.type = 'triangle';
  oscillator.frequency.value = 10_000;
  const compressor = context.createDynamicsCompressor();
  oscillator.connect(compressor);
  compressor.connect(context.destination);
  oscillator.start(0);
  const buffer = await context.startRendering();
  const samples = buffer.getChannelData(0);
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) sum += Math.abs(samples[index]!);
  return hash(sum.toFixed(6));
}

export async function deviceSignals(): Promise<DeviceSignals> {
  // monitoring: false turns off the library's usage ping: the site makes no third-party requests.
  const agent = await FingerprintJS.load({ monitoring: false });
  const [{ visitorId }, audio] = await Promise.all([agent.get(), audioHash().catch(() => '')]);
  return { fingerprintId: visitorId, canvasHash: canvasHash(), audioHash: audio };
}
