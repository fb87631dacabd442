/**
 * A container's nginx.conf, runnable as this user in `dir`: its pid and temporary files there, the
 * access log (stdout in the container) off or into `accessLog`, in the configuration's own format,
 * and without the Brotli module, which the image installs and this machine may not have.
 */
export function runnableHere(config: string, dir: string, accessLog?: string): string {
  return config
    .replace(/^load_module .*$/m, '')
    .replace(/^\s*brotli_static on;$/m, '')
    .replace(/\/run\/nginx\//g, `${dir}/`)
    .replace(/access_log \/dev\/stdout( [a-z_]+)?;/, (_, format = '') => (accessLog ? `access_log ${accessLog}${format};` : 'access_log off;'));
}
