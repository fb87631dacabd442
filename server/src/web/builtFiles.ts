import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isUrl } from '../core/config';

/**
 * Built files the server reads to send a page: the shell's `index.html`, a
 * remote's prerendered snapshots, the staff console's `index.html`. They come from
 * a folder (`npm start`), or over HTTP from the container that serves them
 * (docker-compose). Either way they are read on every request, so a
 * redeployed shell or remote shows at once, with no restart.
 */
export interface BuiltFiles {
  /** The file's text, or null when there is no such file. Rejects when it cannot be read. */
  read(file: string): Promise<string | null>;
  /**
   * What changes when the file does, without reading it (its size and time, or the container's ETag); null when
   * there is no such file, undefined when it cannot be told. Rejects when it cannot be asked.
   */
  stamp?(file: string): Promise<string | null | undefined>;
  /** The folder to serve the files from; undefined when another container serves them. */
  folder?: string;
}

const FETCH_TIMEOUT_MS = 3_000;

const missingAsNull = (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'EISDIR' ? null : Promise.reject(error));

export function builtFiles(location: string): BuiltFiles {
  if (!isUrl(location)) {
    return {
      folder: location,
      read: (file) => readFile(path.join(location, file), 'utf8').catch(missingAsNull),
      stamp: (file) => stat(path.join(location, file)).then(({ size, mtimeMs }) => `${size}:${mtimeMs}`, missingAsNull),
    };
  }

  const base = location.endsWith('/') ? location : `${location}/`;
  // While a container is replaced it answers nothing for a moment: pages go on with the copy read last.
  const lastRead = new Map<string, string>();
  const urlOf = (file: string) => new URL(file.split('/').map(encodeURIComponent).join('/'), base);
  return {
    async stamp(file) {
      const response = await fetch(urlOf(file), { method: 'HEAD', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.status === 404) return null;
      return (response.ok && (response.headers.get('etag') ?? response.headers.get('last-modified'))) || undefined;
    },
    async read(file) {
      try {
        // Snapshot names hold escapes of their own (`%2FLP-GN-GAD.json`): escaped again, they reach the file as named.
        const url = urlOf(file);
        const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const text = await response.text();
        lastRead.set(file, text);
        return text;
      } catch (error) {
        const kept = lastRead.get(file);
        if (kept !== undefined) return kept;
        throw error;
      }
    },
  };
}
