import type { RevenueReport } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

type Figures = RevenueReport['total'];
type Spend = NonNullable<Figures['spend']>;

/** A cost divided by a count, to the cent; null when nothing was spent or there is nothing to divide by. */
const per = (costCents: number, count: number) => (costCents > 0 && count > 0 ? Math.round(costCents / count) : null);

const spendOf = (costCents: number, figures: Figures): Spend => ({
  costCents,
  perLeadCents: per(costCents, figures.leads),
  perConsultationCents: per(costCents, figures.consultations),
  perWonDealCents: per(costCents, figures.dealsWon),
  roas: costCents > 0 ? Math.round((figures.revenueCents / costCents) * 100) / 100 : null,
});

const NOTHING: Omit<Figures, 'spend'> = { revenueCents: 0, dealsWon: 0, dealsLost: 0, winRate: null, consultations: 0, leads: 0 };

/**
 * A revenue report by campaign with each campaign's spend of the range beside its figures (docs/revenue.md,
 * "Ad spend"): the spend uploaded under the campaign's name (in any case) in the report's currency, and
 * what it bought. A campaign that spent and brought nothing is a row of its own.
 */
export async function withCampaignSpend<R extends Pick<RevenueReport, 'rows' | 'total' | 'currency'>>(db: Queryable, report: R, range: { from: string; to: string }): Promise<R> {
  const spent = await db.query<{ campaign: string; cost_cents: string }>(
    `SELECT min(campaign) AS campaign, sum(cost_cents) AS cost_cents FROM ad_spend WHERE day BETWEEN $1::date AND $2::date AND currency = $3 GROUP BY lower(campaign)`,
    [range.from, range.to, report.currency],
  );
  const costs = new Map(spent.map((row) => [row.campaign.toLowerCase(), { name: row.campaign, cents: Number(row.cost_cents) }]));
  const rows = report.rows.map((row) => {
    const cost = costs.get(row.key.toLowerCase());
    costs.delete(row.key.toLowerCase());
    return { ...row, spend: spendOf(cost?.cents ?? 0, row) };
  });
  for (const cost of costs.values()) rows.push({ key: cost.name, ...NOTHING, spend: spendOf(cost.cents, NOTHING) });
  const totalCost = rows.reduce((sum, row) => sum + row.spend.costCents, 0);
  return { ...report, rows, total: { ...report.total, spend: spendOf(totalCost, report.total) } };
}
