import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from './support';

export interface EntryChunk {
  owner: string;
  file: string;
  gzip: number;
  brotli: number;
}

/** The file each package's page or container starts from: the shell's main script, each remote's remoteEntry.js. */
export function entryChunks(): EntryChunk[] {
  const chunks: EntryChunk[] = [];
  const measure = (owner: string, file: string) => {
    const content = readFileSync(file);
    chunks.push({ owner, file: path.relative(ROOT, file), gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length });
  };
  const shellAssets = path.join(ROOT, 'shell/dist/assets');
  const main = existsSync(shellAssets) ? readdirSync(shellAssets).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)) : undefined;
  if (main) measure('shell', path.join(shellAssets, main));
  for (const remote of ['pages', 'landing', 'forms', 'chat']) {
    const entry = path.join(ROOT, `remote-${remote}`, 'dist', 'remoteEntry.js');
    if (existsSync(entry)) measure(remote, entry);
  }
  return chunks;
}
