import type { ChartSpec, ChartTable } from './chartSpec';
import type { Conversion, DashboardStats, StatsRange } from './statsApi';

const DAY_MS = 86_400_000;

/** Every day of the range, so a day without visitors shows as 0 rather than missing. */
export function daysOf({ from, to }: StatsRange): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

export function dailyChart(stats: DashboardStats): { spec: ChartSpec; table: ChartTable } {
  const days = daysOf(stats.range);
  const visitors = new Map(stats.visitorsPerDay.map((row) => [row.day, row.visitors]));
  const leads = new Map(stats.leadsPerDay.map((row) => [row.day, row.leads]));
  const visitorCounts = days.map((day) => visitors.get(day) ?? 0);
  const leadCounts = days.map((day) => leads.get(day) ?? 0);
  return {
    spec: {
      kind: 'line',
      labels: days,
      series: [
        { label: 'Visitors', values: visitorCounts, unit: 'count' },
        { label: 'Leads', values: leadCounts, unit: 'count' },
      ],
    },
    table: { columns: ['Day', 'Visitors', 'Leads'], rows: days.map((day, index) => [day, visitorCounts[index]!, leadCounts[index]!]) },
  };
}

/** Leads (bars on the count axis) and conversion (bars on the percent axis) per landing page, campaign or source. */
export function conversionChart(rows: Conversion[], keyName: string, emptyKey: string): { spec: ChartSpec; table: ChartTable } {
  const labels = rows.map((row) => row.key || emptyKey);
  return {
    spec: {
      kind: 'bar',
      labels,
      series: [
        { label: 'Leads', values: rows.map((row) => row.leads), unit: 'count' },
        { label: 'Conversion (%)', values: rows.map((row) => row.conversionRate), unit: 'percent' },
      ],
    },
    table: {
      columns: [keyName, 'Visitors', 'Leads', 'Conversion (%)'],
      rows: rows.map((row, index) => [labels[index]!, row.visitors, row.leads, row.conversionRate]),
    },
  };
}
