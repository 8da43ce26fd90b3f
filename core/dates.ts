/** Calendar helpers over ISO dates ("YYYY-MM-DD"), independent of the machine's time zone. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD (so 2026-02-30 is false). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** 0 = Sunday ... 6 = Saturday, for a valid ISO date. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isSunday(isoDate: string): boolean {
  return weekdayOf(isoDate) === 0;
}

// Building a formatter costs far more than using one; every booking asks several times.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

export interface WallClock {
  date: string;
  minutes: number;
}

// Formatting costs about as much as the rest of a booking's checks, and every booking asks twice
// within the same minute: the last answer per time zone is kept. Offsets in use since 1970 are
// whole minutes, so one UTC minute is one wall-clock minute.
const lastWallClock = new Map<string, { minute: number; clock: WallClock }>();

/** The wall-clock date and minutes since midnight of `now` in an IANA time zone. */
export function wallClockIn(timeZone: string, now: Date): WallClock {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastWallClock.get(timeZone);
  if (last?.minute === minute) return { ...last.clock };
  const parts = wallClockFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const clock = {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
  lastWallClock.set(timeZone, { minute, clock });
  return { ...clock };
}

/** Today's ISO date in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClockIn(timeZone, now).date;
}

/**
 * The ISO date `days` and `months` before `isoDate` (calendar arithmetic in UTC, so no time zone
 * shifts it); a day past the end of a shorter month rolls back to that month's last day.
 */
export function isoDateBefore(isoDate: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, m - 1 - months, Math.min(d, lastDay) - days));
  return date.toISOString().slice(0, 10);
}

/** The ISO date `days` after `isoDate` (calendar arithmetic in UTC, so no time zone shifts it). */
export function isoDateAfter(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant at which a wall clock in `timeZone` shows `isoDate` and `time` ("HH:MM"): the zone's
 * offset is read at a first guess and again at the corrected instant, which settles it on either
 * side of a daylight-saving change.
 */
export function instantAt(isoDate: string, time: string, timeZone: string): Date {
  const [y, mo, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const clock = wallClockIn(timeZone, new Date(instant));
    const [cy, cm, cd] = clock.date.split('-').map(Number) as [number, number, number];
    return Date.UTC(cy, cm - 1, cd, 0, clock.minutes) - Math.floor(instant / 60_000) * 60_000;
  };
  let instant = wanted - offsetAt(wanted);
  instant = wanted - offsetAt(instant);
  return new Date(instant);
}
