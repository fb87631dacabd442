/**
 * The boot script: the one script a painted page runs first, carried in the page itself at the end of its body (a
 * file of its own cost every page a request on a slow phone's connection while the page's image and fonts were
 * loading). tooling/build.mjs builds it into the shell's dist as one small classic script (`boot.js`, no imports, no
 * webpack or federation runtime), with the Content-Security-Policy source that lets it run by its hash computed
 * there (`boot.json`); the server inlines it in every painted page (server/src/web/bootScript.ts), and the CSP lets
 * no other inline script run. It depends on nothing the server writes into it, so it is the same file for every
 * site: what differs per site (the phone and e-mail of its notice) it reads from the page's runtime configuration.
 *
 * What it does:
 * - holds what the visitor does before the part they touch is live, and hands it over once it is (./hold.ts);
 * - lets the page go, with a notice of how to reach sales, if the shell never goes live (./letGo.ts);
 * - starts the shell's scripts on the first sign of a person, or at once where the page needs them (./wake.ts);
 * - turns the web fonts on and loads the short-visit beacon once the page has painted (./afterPaint.ts).
 */
import { afterPaint } from './afterPaint';
import { holdUntilLive } from './hold';
import { letGoIfTheShellFails } from './letGo';
import { startScriptsWhenNeeded } from './wake';

const root = document.getElementById('root');
// Without #root there is nothing painted to hold taps on, and nothing to let go.
const release = root ? letGoIfTheShellFails(root, holdUntilLive(root)) : () => undefined;
afterPaint();
startScriptsWhenNeeded(root, release);
