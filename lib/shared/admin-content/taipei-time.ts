// The admin forms take dates in Taipei time, the clock of the lab and of the public pages (formatDate in
// lib/shared/locale.ts shows Asia/Taipei), whatever the admin's computer is set to. Taiwan keeps +08:00 all year (no
// daylight saving), so the conversion is a fixed offset. The API itself only takes ISO 8601 with an offset
// (lib/shared/schemas/admin-content/fields.ts), so no server ever guesses a time zone (issue #10).

const OFFSET_MS = 8 * 60 * 60 * 1000;
/** What an <input type="datetime-local"> holds: minutes, no zone. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An ISO instant as the value of a datetime-local input in Taipei time ('' for none or an unreadable value). */
export function toTaipeiInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as Taipei time, as an ISO instant; null when empty. A value that is not a real
 * date-time is handed back as it is, so the schema refuses it with its own message.
 */
export function fromTaipeiInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const time = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(time);
  // 2026-02-31 rolls over to March in Date.UTC: not a real date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return text;
  return new Date(time - OFFSET_MS).toISOString();
}
