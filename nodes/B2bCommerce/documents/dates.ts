/**
 * The date fields of Fields mode (n8n's date picker) as the platform's `YYYY-MM-DD`.
 *
 * The picker stores `2024-03-01` (older editors `2024-03-01T00:00:00`); a person may also type or
 * map a date, an ISO date-time from another node (`2024-03-01T10:00:00.000+01:00`), or give a
 * Luxon DateTime or a JavaScript Date by expression (`{{ $now }}`). Each becomes the calendar day
 * as written: the date part of a text (whatever its offset), a DateTime's day in its own zone, and
 * a Date's day as its ISO text shows it (UTC), so that a Date and the text it becomes in an item's
 * JSON give the same day. Anything else is passed on unchanged, so the
 * schema rejects it with its message at the field ("must be a date like 2026-01-31").
 * JSON and Spreadsheet Rows modes take `YYYY-MM-DD` only (docs/decisions.md, "Dates").
 */
import { isDate, isLuxon } from '../engine/values';

/** A date with an optional ISO time and zone: the date part is group 1. */
const DATE_AND_TIME =
	/^(\d{4}-\d{2}-\d{2})(?:[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/i;

/** A Fields-mode date value as `YYYY-MM-DD`, or unchanged when it is none of the accepted forms. */
export function calendarDate(value: unknown): unknown {
	if (typeof value === 'string') {
		const match = DATE_AND_TIME.exec(value.trim());
		return match ? match[1] : value;
	}
	if (value === null || typeof value !== 'object') return value;
	if (isLuxon(value)) return value.isValid ? (value.toISODate() ?? value) : value;
	if (isDate(value))
		return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
	return value;
}
