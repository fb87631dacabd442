import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../core/db/database';

/** Uploads live under DATA_DIR with names the server makes up; a client's file name is never used. */
export function mediaStorage(db: Database, dataDir: string) {
  const folder = path.join(dataDir, 'uploads');
  return {
    /**
     * Puts the checked JPEG at `jpegFile` in place first, then writes its row: a row never
     * points at a file that is not there. The caller removes `jpegFile` afterwards.
     */
    async save(roomId: string, jpegFile: string): Promise<string> {
      const id = randomUUID();
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${id}.jpg`);
      const { size } = await stat(jpegFile);
      await rename(jpegFile, file).catch((error: NodeJS.ErrnoException) => {
        // docker-compose mounts only DATA_DIR/uploads as a volume: another disk than the incoming folder.
        if (error.code !== 'EXDEV') throw error;
        return copyFile(jpegFile, file);
      });
      try {
        await db.query('INSERT INTO chat_media (id, room_id, file_name, bytes) VALUES ($1, $2::bigint, $3, $4)', [id, roomId, `${id}.jpg`, size]);
      } catch (error) {
        // No row, no file: an upload is stored whole or not at all.
        await rm(file, { force: true });
        throw error;
      }
      return id;
    },
    /** The image and the room it belongs to, or null when there is no such image; a file that cannot be read is thrown (a logged 500). */
    async load(id: string): Promise<{ roomId: string; bytes: Buffer } | null> {
      const [row] = await db.query<{ room_id: string; file_name: string }>(`SELECT room_id::text AS room_id, file_name FROM chat_media WHERE id = $1 `, [id]);
      if (!row) return null;
      const bytes = await readFile(path.join(folder, row.file_name)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
      return bytes ? { roomId: row.room_id, bytes } : null;
    },
    /** Removes upload files whose rows are gone (retention, erasure): called after the deleting transaction commits. */
    async remove(fileNames: readonly string[]): Promise<void> {
      await Promise.all(fileNames.map((name) => rm(path.join(folder, path.basename(name)), { force: true })));
    },
    /**
     * Upload files no row names, older than `graceMs`: what a node that stopped between a deletion's
     * commit and its file removal left. Younger ones are spared: `save` writes the file before its row.
     */
    async strays(graceMs: number): Promise<string[]> {
      // Files only: the blog's images are folders of their own here (blog/postImages.ts), no row names them.
      const names = (await readdir(folder, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).map((entry) => entry.name);
      const named = new Set((await db.query<{ file_name: string }>('SELECT file_name FROM chat_media WHERE file_name = ANY($1::text[])', [names])).map((row) => row.file_name));
      const unnamed = names.filter((name) => !named.has(name));
      const ages = await Promise.all(unnamed.map(async (name) => Date.now() - ((await stat(path.join(folder, name)).catch(() => null))?.mtimeMs ?? Date.now())));
      return unnamed.filter((_, index) => ages[index]! > graceMs);
    },
  };
}
