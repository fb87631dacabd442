/**
 * A container's nginx.conf, runnable as this user in `dir`: its pid and temporary files there, no
 * access log (stdout is not a file here), and without the Brotli module, which the image installs
 * and this machine may not have.
 */
export function runnableHere(config: string, dir: string): string {
  return config
    .replace(/^load_module .*$/m, '')
    .replace(/^\s*brotli_static on;$/m, '')
    .replace(/\/run\/nginx\//g, `${dir}/`)
    .replace('access_log /dev/stdout;', 'access_log off;');
}
