import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from './calendarFile.ts';

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

/** Content lines with folding undone, as a calendar reads them. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('calendarFile', () => {
  it('holds one tentative event at the requested wall-clock time in Tirana, for its length', () => {
    const lines = unfolded(calendarFile(request));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART;TZID=Europe/Tirane:20261130T143000');
    expect(lines).toContain('DTEND;TZID=Europe/Tirane:20261130T151500');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('DTSTAMP:20261125T043005Z');
    expect(lines).toContain('TZID:Europe/Tirane');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('sends a cancellation as one, from the organiser, with the sequence given', () => {
    const lines = unfolded(calendarFile({ ...request, status: 'CANCELLED', sequence: 3, organizer: { name: 'Aurum Atelier', email: 'info@aurum-atelier.al' } }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:3');
    expect(lines).toContain('ORGANIZER;CN="Aurum Atelier":mailto:info@aurum-atelier.al');
    expect(unfolded(calendarFile(request))).toContain('METHOD:PUBLISH');
  });

  it('runs past midnight and across a month end', () => {
    const lines = unfolded(calendarFile({ ...request, date: '2026-12-31', time: '20:00', minutes: 8 * 60 }));
    expect(lines).toContain('DTEND;TZID=Europe/Tirane:20270101T040000');
  });

  it('escapes text so commas, semicolons and line breaks stay part of the value', () => {
    const lines = unfolded(calendarFile(request));
    expect(lines).toContain('SUMMARY:Requested: Classic Cut\\, Aurum Atelier');
    expect(lines).toContain('DESCRIPTION:Your request\\; we confirm by email.\\nCall +355 69 200 4500.');
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('ends every line with CRLF and folds none longer than 75 octets, never inside a character', () => {
    const long = { ...request, description: 'Ë'.repeat(120) + ' Përshëndetje nga Tirana, çdo ditë.' };
    const ics = calendarFile(long);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded(ics)).toContain(`DESCRIPTION:${escapeText(long.description)}`);
    expect(foldLine('short')).toBe('short');
  });

  it('marks a confirmed appointment confirmed, with its sequence', () => {
    const lines = unfolded(calendarFile({ ...request, status: 'CONFIRMED', sequence: 1 }));
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).not.toContain('STATUS:TENTATIVE');
  });
});
