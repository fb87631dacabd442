// Where a V8 CPU profile's samples fall: by npm package, Node's own modules, the project's files,
// and the profiler's pseudo-frames (idle: waiting for I/O; garbage collector; program: native work).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

export interface Share {
  owner: string;
  percent: number;
}

function ownerOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? new URL(url).pathname : url;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1]!;
  return path.relative(ROOT, file);
}

/** Self time by owner, largest first, as a share of all samples. */
export function profileShares(file: string, top = 8): Share[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const owners = new Map(profile.nodes.map((node) => [node.id, ownerOf(node.callFrame)]));
  const counts = new Map<string, number>();
  for (const id of profile.samples) {
    const owner = owners.get(id) ?? '(unknown)';
    counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  const total = profile.samples.length || 1;
  return [...counts.entries()]
    .map(([owner, count]) => ({ owner, percent: Math.round((count / total) * 1000) / 10 }))
    .sort((a, b) => b.percent - a.percent)
    .slice(0, top);
}

export const describeShares = (shares: Share[]) => shares.map(({ owner, percent }) => `${owner} ${percent}%`).join(', ');
