import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed } from './calendarFeed.ts';

const event = (uid: string, date: string, time: string) => ({ uid, date, time, minutes: 45, summary: `Classic Cut · ${uid}`, description: 'Reference B2F1C7E0', sequence: 1 });

describe('calendarFeed', () => {
  it('holds every appointment at its hour in Tirana, with the zone’s rules once, and tells calendars how often to look again', () => {
    const ics = calendarFeed({
      name: 'Aurum Atelier · Luan Basha',
      events: [event('a@aurum-atelier.al', '2026-06-16', '10:00'), event('b@aurum-atelier.al', '2026-11-30', '14:30')],
      writtenAt: new Date('2026-06-15T08:00:00Z'),
      refreshMinutes: 15,
    });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Tirane']);
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    // Summer (CEST) and winter (CET): 08:00 and 13:30 UTC.
    expect(events.map((e) => [e.uid, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()])).toEqual([
      ['a@aurum-atelier.al', '2026-06-16T08:00:00.000Z', '2026-06-16T08:45:00.000Z'],
      ['b@aurum-atelier.al', '2026-11-30T13:30:00.000Z', '2026-11-30T14:15:00.000Z'],
    ]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Aurum Atelier · Luan Basha');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT15M');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is an empty calendar, still readable, when nothing is booked', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed({ name: 'Private room', events: [], writtenAt: new Date(), refreshMinutes: 15 })));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
