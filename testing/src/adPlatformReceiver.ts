import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AD_PLATFORM_PAYLOADS, type AdPlatform } from '@bookcraft/shared/contracts';

// A stand-in for the three ad platforms' conversion endpoints, written from the shared contract as an
// integration would be from the platforms' documentation: every request is held to its platform's schema,
// and a platform deduplicates what it takes by the id it documents (Google's order id, Meta's event id,
// Microsoft's click and time), so a retry of something taken is seen and not counted twice.

export interface ReceivedRequest {
  platform: AdPlatform;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  status: number;
}

/** The path of each platform's endpoint under the receiver, as the settings name it (`<origin>/<platform>`). */
const PLATFORM_PATHS: Record<AdPlatform, RegExp> = {
  google: /^\/google\/customers\/\d+:uploadClickConversions$/,
  meta: /^\/meta\/\d+\/events$/,
  microsoft: /^\/microsoft\/OfflineConversions\/Apply$/,
};

/** The one conversion of a request, and the id its platform deduplicates by. */
function conversionOf(platform: AdPlatform, body: Record<string, unknown>): { conversion: Record<string, unknown>; key: string } {
  const list = (body.conversions ?? body.data ?? body.OfflineConversions) as Record<string, unknown>[];
  const conversion = list[0]!;
  const key = platform === 'google' ? String(conversion.orderId) : platform === 'meta' ? String(conversion.event_id) : `${conversion.MicrosoftClickId}@${conversion.ConversionTime}`;
  return { conversion, key };
}

export async function startAdPlatformReceiver() {
  const requests: ReceivedRequest[] = [];
  /** What each platform took, once per deduplication id, in order. */
  const taken: Record<AdPlatform, Record<string, unknown>[]> = { google: [], meta: [], microsoft: [] };
  const seen = new Set<string>();
  const outsideTheirSchemas: string[] = [];
  /** Statuses a platform answers before it takes requests again (a platform having a bad minute). */
  const failures: Record<AdPlatform, number[]> = { google: [], meta: [], microsoft: [] };

  const server = createServer((request, answer) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const platform = (Object.keys(PLATFORM_PATHS) as AdPlatform[]).find((name) => PLATFORM_PATHS[name].test(request.url ?? ''));
      if (!platform || request.method !== 'POST') return void answer.writeHead(404).end();
      const body = JSON.parse(raw) as Record<string, unknown>;
      const checked = AD_PLATFORM_PAYLOADS[platform].safeParse(body);
      const status = !checked.success ? 400 : (failures[platform].shift() ?? 200);
      requests.push({ platform, path: request.url!, headers: request.headers, body, status });
      if (!checked.success) outsideTheirSchemas.push(`${platform}: ${checked.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      if (status === 200) {
        const { conversion, key } = conversionOf(platform, body);
        if (!seen.has(`${platform}:${key}`)) taken[platform].push(conversion);
        seen.add(`${platform}:${key}`);
      }
      answer.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{}' : '{"error":"unavailable"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** `127.0.0.1:<port>`, for the server's WEBHOOK_ALLOWED_HOSTS. */
    host: `127.0.0.1:${port}`,
    endpoint: (platform: AdPlatform) => `http://127.0.0.1:${port}/${platform}`,
    requests,
    taken,
    outsideTheirSchemas,
    failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
