import { describe, expect, it } from 'vitest';
import { closureShape, EMPTY_CLOSURE_FORM, toNewClosure } from './closureForm.ts';

const today = '2026-11-26';

describe('closing the house from the desk', () => {
  it('closes one whole day for the house', () => {
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, fromDate: '2026-11-30', reason: ' Independence Day ' }, today)).toEqual({
      closure: { fromDate: '2026-11-30', untilDate: '2026-11-30', group: null, fromTime: null, toTime: null, reason: 'Independence Day' },
    });
  });

  it('closes several days for one service group, or some hours of a day', () => {
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, scope: 'restaurant', span: 'days', fromDate: '2026-12-24', untilDate: '2026-12-26' }, today)).toEqual({
      closure: { fromDate: '2026-12-24', untilDate: '2026-12-26', group: 'restaurant', fromTime: null, toTime: null, reason: null },
    });
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, scope: 'barbershop', span: 'hours', fromDate: '2026-12-01', fromTime: '13:00', toTime: '15:00', untilDate: '2026-12-09' }, today)).toEqual({
      closure: { fromDate: '2026-12-01', untilDate: '2026-12-01', group: 'barbershop', fromTime: '13:00', toTime: '15:00', reason: null },
    });
  });

  it('names what is missing or the wrong way round, and refuses a day already gone', () => {
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, span: 'hours' }, today)).toEqual({ problems: { fromDate: 'missing', fromTime: 'missing', toTime: 'missing' } });
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, span: 'days', fromDate: '2026-12-05', untilDate: '2026-12-04' }, today)).toEqual({ problems: { untilDate: 'beforeStart' } });
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, span: 'hours', fromDate: '2026-12-05', fromTime: '15:00', toTime: '15:00' }, today)).toEqual({ problems: { toTime: 'beforeStart' } });
    expect(toNewClosure({ ...EMPTY_CLOSURE_FORM, fromDate: '2026-11-25' }, today)).toEqual({ problems: { fromDate: 'inThePast' } });
  });

  it('reads a stored closure as one day or a range, whole or some hours', () => {
    expect(closureShape({ fromDate: '2026-12-01', untilDate: '2026-12-01', fromTime: null, toTime: null })).toEqual({ days: 'one', hours: 'whole' });
    expect(closureShape({ fromDate: '2026-12-01', untilDate: '2026-12-03', fromTime: '10:00', toTime: '12:00' })).toEqual({ days: 'range', hours: 'some' });
  });
});
