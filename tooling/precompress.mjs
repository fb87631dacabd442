// Gzip and Brotli copies of a build's text files, made once at build time: the server and nginx
// send them as they are (no compression work per request, Brotli at its best level).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|json|svg|txt|html)$/;
const MIN_BYTES = 1024;

/** Writes `<file>.gz` and `<file>.br` beside every compressible file of `dir` larger than 1 KB. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  }
}
