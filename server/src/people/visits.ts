import type { Queryable } from '../core/db/database';

/** Pages read with no more than this between them are one visit (the usual web-analytics session). */
const VISIT_GAP_MS = 30 * 60_000;

interface PageRow {
  visitor_id: string;
  path: string;
  at: Date;
}

interface CampaignRow {
  visitor_id: string;
  campaign: string;
  keyword: string;
  at: Date;
}

interface Visit {
  kind: 'visit';
  at: string;
  visitorId: string;
  endedAt: string;
  pages: { path: string; at: string }[];
  campaign: string;
  keyword: string;
}

/**
 * The visits of the visitors: their page trail cut where the visitor was away longer than
 * VISIT_GAP_MS. A visit's campaign and keyword are those of the last campaign arrival recorded
 * during it (customer_utm), or, for a visitor's first visit, those they registered with.
 */
export async function visitsOf(tx: Queryable, visitorIds: string[]): Promise<Visit[]> {
  const pages = dated(await tx.query<PageRow>(
    'SELECT customer_id::text AS visitor_id, path, visited_at AS at FROM page_visits WHERE customer_id = ANY($1::uuid[]) ORDER BY customer_id, visited_at, id',
    [visitorIds],
  ));
  const arrivals = dated(await tx.query<CampaignRow>(
    'SELECT customer_id::text AS visitor_id, utm_campaign AS campaign, keyword, created_at AS at FROM customer_utm WHERE customer_id = ANY($1::uuid[]) ORDER BY created_at, id',
    [visitorIds],
  ));
  const firstTouch = await tx.query<CampaignRow>(
    'SELECT id::text AS visitor_id, utm_campaign AS campaign, utm_term AS keyword, created_at AS at FROM customers WHERE id = ANY($1::uuid[])',
    [visitorIds],
  );
  const visits: Visit[] = [];
  for (const trail of trailsByVisit(pages)) {
    const first = trail[0]!;
    const start = first.at.getTime();
    const end = trail[trail.length - 1]!.at.getTime();
    const arrival = arrivals.filter((row) => row.visitor_id === first.visitor_id && row.at.getTime() >= start - VISIT_GAP_MS && row.at.getTime() <= end).pop();
    const isFirstVisit = !visits.some((visit) => visit.visitorId === first.visitor_id);
    const touch = arrival ?? (isFirstVisit ? firstTouch.find((row) => row.visitor_id === first.visitor_id) : undefined);
    visits.push({
      kind: 'visit',
      at: first.at.toISOString(),
      visitorId: first.visitor_id,
      endedAt: new Date(end).toISOString(),
      pages: trail.map((page) => ({ path: page.path, at: page.at.toISOString() })),
      campaign: touch?.campaign ?? '',
      keyword: touch?.keyword ?? '',
    });
  }
  return visits;
}

/** A timestamp column as a Date, whichever driver read it. */
const dated = <T extends { at: Date }>(rows: T[]) => rows.map((row) => ({ ...row, at: new Date(row.at) }));

/** Pages in order per visitor, cut into visits. */
function trailsByVisit(pages: PageRow[]): PageRow[][] {
  const trails: PageRow[][] = [];
  for (const page of pages) {
    const current = trails[trails.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && last.visitor_id === page.visitor_id && page.at.getTime() - last.at.getTime() <= VISIT_GAP_MS) current.push(page);
    else trails.push([page]);
  }
  return trails;
}
