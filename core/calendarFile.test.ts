import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarFile } from './calendarFile.ts';

const request = {
  uid: 'b2f1c7e0-0000-4000-8000-000000000001@aurum-atelier.al',
  date: '2026-11-30',
  time: '14:30',
  minutes: 45,
  summary: 'Requested: Classic Cut, Aurum Atelier',
  description: 'Your request; we confirm by email.\nCall +355 69 200 4500.',
  location: 'Rruga Ismail Qemali 27, 1001 Tiranë',
  createdAt: new Date(Date.UTC(2026, 10, 25, 4, 30, 5)),
};

/** The file as a calendar reads it: its method, time zone and one event, times as instants. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    zone: zone.getFirstPropertyValue('tzid'),
    events: calendar.getAllSubcomponents('vevent').length,
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue('status'),
    starts: event.startDate.toJSDate().toISOString(),
    ends: event.endDate.toJSDate().toISOString(),
    stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: vevent.getFirstProperty('organizer'),
  };
}

const hostZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = hostZone;
});

describe('calendarFile', () => {
  it('holds one tentative event at the requested hour in Tirana, for its length, with the zone’s rules', () => {
    const event = read(calendarFile(request));
    expect(event).toMatchObject({ method: 'PUBLISH', zone: 'Europe/Tirane', events: 1, uid: request.uid, sequence: 0, status: 'TENTATIVE' });
    // 14:30 in Tirana in November (CET) is 13:30 UTC.
    expect([event.starts, event.ends]).toEqual(['2026-11-30T13:30:00.000Z', '2026-11-30T14:15:00.000Z']);
    expect(event.stamp).toBe('2026-11-25T04:30:05.000Z');
  });

  it('writes the same hour whatever zone the browser or server runs in: 10:00 in Tirana in June is 08:00 UTC', () => {
    const june = { ...request, date: '2026-06-18', time: '10:00' };
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(read(calendarFile(june)).starts, zone).toBe('2026-06-18T08:00:00.000Z');
    }
  });

  it('sends a cancellation as one, from the organiser, with the sequence given', () => {
    const event = read(calendarFile({ ...request, status: 'CANCELLED', sequence: 3, organizer: { name: 'Aurum Atelier', email: 'info@aurum-atelier.al' } }));
    expect(event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 3, uid: request.uid });
    expect(event.organizer?.getFirstValue()).toBe('mailto:info@aurum-atelier.al');
    expect(event.organizer?.getParameter('cn')).toBe('Aurum Atelier');
    expect(read(calendarFile({ ...request, status: 'CONFIRMED', sequence: 1 }))).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED', sequence: 1 });
  });

  it('runs past midnight and across a year end', () => {
    expect(read(calendarFile({ ...request, date: '2026-12-31', time: '20:00', minutes: 8 * 60 })).ends).toBe('2027-01-01T03:00:00.000Z');
  });

  it('keeps commas, semicolons, line breaks and long non-ASCII text as written, in lines of at most 75 octets ending in CRLF', () => {
    const long = { ...request, description: 'Ë'.repeat(120) + ' Përshëndetje nga Tirana; çdo ditë,\nnë orën 10.' };
    const ics = calendarFile(long);
    expect(read(ics)).toMatchObject({ summary: request.summary, description: long.description, location: request.location });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});
