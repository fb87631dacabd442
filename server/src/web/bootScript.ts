import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { SCRIPT_LIST_ELEMENT_ID } from '@bookcraft/shared/core';
import type { Log } from '../core/log';
import type { BuiltFiles } from './builtFiles';

/**
 * The boot script: the one script a painted page runs first, carried inline at the end of its body. It is the
 * shell's (shell/src/boot/, which says what it does), built by tooling/build.mjs into the shell's dist with the
 * Content-Security-Policy source that lets it run by its hash, computed there. The server reads both from the
 * shell's built files (a folder, or the shell's container over HTTP), as it reads the shell's page, and again when
 * they change: a redeployed shell's boot script is used within a second, with no restart. A shell built before it
 * had one sends its painted pages without it: their scripts stay in their head and start as the page loads.
 */
export const BOOT_SCRIPT_FILE = 'boot.js';
/** `{ "cspSource": "'sha256-…'" }`, written after the script. */
export const BOOT_CSP_FILE = 'boot.json';

export interface InlineBootScript {
  /** The `<script>` element pages carry. */
  element: string;
  /** The Content-Security-Policy source that lets this script, and no other inline one, run. */
  cspSource: string;
}

export interface BootScripts {
  /** The boot script to inline in the page `reply` sends, or null when the shell has none; that page's CSP names it. */
  forPage(reply: FastifyReply): Promise<InlineBootScript | null>;
  /** The CSP sources of the inline scripts the page `reply` sends carries: its boot script's, or none. */
  cspSources(reply: FastifyReply): string[];
}

/** How long the boot script read last is used before its file's stamp is asked again (a redeploy shows within this). */
const RECHECK_MS = 1_000;

const cspSourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The shell's boot script, read through its built files. Unchanged files are not read again: a page costs a stat (or
 * a HEAD) of the CSP file a second, which the build writes after the script and which changes whenever it does. A
 * script is taken only with the CSP source the build wrote for it (both read as they were written, not halfway
 * through a deploy); until then, and while the files cannot be read, pages go on with the one read before.
 */
export function bootScripts(files: BuiltFiles, log: Log, now: () => number = Date.now): BootScripts {
  let current: (InlineBootScript & { stamp?: string }) | null = null;
  let checked: { at: number; pending: Promise<InlineBootScript | null> } | undefined;
  // What was said last, so that each problem is logged once, not on every page.
  let said: string | undefined;
  const sayOnce = (what: string, say: () => void) => {
    if (said !== what) say();
    said = what;
  };
  const sentWith = new WeakMap<FastifyReply, string>();

  async function read(): Promise<InlineBootScript | null> {
    const stamp = (await files.stamp?.(BOOT_CSP_FILE)) ?? undefined;
    if (stamp !== undefined && current?.stamp === stamp) return current;
    const json = await files.read(BOOT_CSP_FILE);
    const script = json === null ? null : await files.read(BOOT_SCRIPT_FILE);
    if (json === null || script === null) {
      sayOnce('missing', () => log.warn(`The shell's build has no boot script (${BOOT_SCRIPT_FILE} and ${BOOT_CSP_FILE}, written by tooling/build.mjs): painted pages are sent without it, their scripts starting as they load`));
      return (current = null);
    }
    const { cspSource } = JSON.parse(json) as { cspSource?: unknown };
    if (cspSource !== cspSourceOf(script)) {
      sayOnce(`mismatch ${cspSource}`, () => log.warn(`The shell's ${BOOT_SCRIPT_FILE} is not the script its ${BOOT_CSP_FILE} names (${String(cspSource)}): pages go on with the boot script read before`));
      return current;
    }
    if (current?.cspSource !== cspSource) current = { element: `<script>${script}</script>`, cspSource };
    current.stamp = stamp;
    said = undefined;
    return current;
  }

  const latest = (): Promise<InlineBootScript | null> => {
    if (!checked || now() - checked.at >= RECHECK_MS) {
      const pending = read().catch((error: unknown) => {
        sayOnce('unreadable', () => log.error({ err: error }, "The shell's boot script could not be read: pages go on with the one read before"));
        // Tried again on the next page, not a second later.
        checked = undefined;
        return current;
      });
      checked = { at: now(), pending };
    }
    return checked.pending;
  };

  return {
    async forPage(reply) {
      const boot = await latest();
      if (boot) sentWith.set(reply, boot.cspSource);
      return boot;
    },
    cspSources(reply) {
      const cspSource = sentWith.get(reply);
      return cspSource ? [cspSource] : [];
    },
  };
}

/** Takes the page's deferred scripts out of its head and leaves them to the boot script, which ends the body. */
export function deferScripts(html: string, boot: InlineBootScript): string {
  const sources: string[] = [];
  const stripped = html.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_tag, src: string) => (sources.push(src), ''));
  if (sources.length === 0) return html;
  const list = `<script id="${SCRIPT_LIST_ELEMENT_ID}" type="application/json">${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;
  return stripped.replace('</head>', `${list}</head>`).replace('</body>', `${boot.element}</body>`);
}
