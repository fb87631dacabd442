import { CLICK_IDS, UTM_PARAMS, type Touch } from '@bookcraft/shared/contracts';

// The leads CSV carries both touches, a column per field, after the lead's own columns
// (whose utm_*, gclid and traffic_source keep meaning the first touch).

const TOUCH_FIELDS = [...UTM_PARAMS, ...CLICK_IDS, 'landingPage', 'referrer', 'at'] as const;
const header = (touch: 'first' | 'last', field: (typeof TOUCH_FIELDS)[number]) => `${touch}_touch_${field === 'landingPage' ? 'landing_page' : field}`;

/** first_touch_utm_source … first_touch_at, then the same for last_touch. */
export const TOUCH_COLUMNS = (['first', 'last'] as const).flatMap((touch) => TOUCH_FIELDS.map((field) => header(touch, field)));

/** The lead rows with their touches spread into TOUCH_COLUMNS (empty for a lead stored without them). */
export function withTouchColumns(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => {
    const cells: Record<string, unknown> = { ...row };
    for (const touch of ['first', 'last'] as const) {
      const value = row[`${touch}_touch`] as Touch | null | undefined;
      for (const field of TOUCH_FIELDS) cells[header(touch, field)] = value?.[field] ?? '';
    }
    return cells;
  });
}
