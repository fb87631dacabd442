/**
 * What a chart shows, free of chart.js: the dashboard builds these, and only
 * drawChart (loaded on demand) turns them into chart.js configuration.
 */
export interface ChartSpec {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
}

export interface ChartSeries {
  label: string;
  values: number[];
  /** Counts on the left axis, percentages on the right. */
  unit: 'count' | 'percent';
}

/** The same numbers as a table: the chart's text alternative. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}
