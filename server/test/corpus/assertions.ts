import assert from 'node:assert/strict';
import type { RawAnswer } from './http';

const names = (answer: RawAnswer, field: string) => Object.keys(answer.json?.fields ?? {}).some((key) => field === '*' || key === field || key.startsWith(`${field}.`));

/** A 400 whose `fields` name the field at fault (`*`: any field). */
export function assertNamesField(answer: RawAnswer, field: string, label: string): void {
  assert.equal(answer.status, 400, `${label}: answered ${answer.status} ${answer.text.slice(0, 300)}`);
  assert.ok(names(answer, field), `${label}: the 400 does not name "${field}": ${answer.text.slice(0, 300)}`);
}

/** Refused with this status; a 400 must also name the field. */
export function assertRefused(answer: RawAnswer, status: number, field: string, label: string): void {
  if (status === 400) return assertNamesField(answer, field, label);
  assert.equal(answer.status, status, `${label}: answered ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** Text that is legitimate somewhere (O'Brien, "<3") is either taken or refused naming the field; never a 5xx. */
export function assertTakenOrNamed(answer: RawAnswer, field: string, label: string): void {
  if (answer.status < 300) return;
  assertNamesField(answer, field, label);
}
