import { z } from 'zod';

/**
 * A day as YYYY-MM-DD that the database can hold: ISO allows year 0, PostgreSQL's `date` does not,
 * and no range the console asks for reaches before the site existed.
 */
export const calendarDay = (message?: string) => z.iso.date(message).refine((date) => date >= '2000-01-01', message ?? 'Enter a day from 2000 on.');
