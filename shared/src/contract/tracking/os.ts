/** Requirements §3.2: Windows, macOS, Android, iOS or Linux; otherwise the platform string, or Unknown. */
export function detectOs(userAgent: string, platform = ''): string {
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return platform || 'Unknown';
}
