/**
 * The rules of the closure form, pure: a day, several days or some hours, for the house or one
 * service group, turned into the closure the service stores, or the fields still wrong.
 */
import type { DeskNewClosure } from '../../../core/deskApi.ts';
import type { Closure } from '../../../core/house.ts';
import { isServiceGroup, type ServiceGroup } from '../../../core/services.ts';

export type ClosureSpan = 'day' | 'days' | 'hours';
export const CLOSURE_SPANS: readonly ClosureSpan[] = ['day', 'days', 'hours'];

export interface ClosureFormValues {
  /** 'house', or the service group that closes. */
  scope: 'house' | ServiceGroup;
  span: ClosureSpan;
  fromDate: string;
  untilDate: string;
  fromTime: string;
  toTime: string;
  reason: string;
}

export type ClosureProblem = 'missing' | 'beforeStart' | 'inThePast';
export type ClosureField = 'fromDate' | 'untilDate' | 'fromTime' | 'toTime';

export const EMPTY_CLOSURE_FORM: ClosureFormValues = { scope: 'house', span: 'day', fromDate: '', untilDate: '', fromTime: '', toTime: '', reason: '' };

/** The closure to send, or each wrong field with what is wrong with it. ISO dates and "HH:MM" times compare as text. */
export function toNewClosure(values: ClosureFormValues, today: string): { closure: DeskNewClosure } | { problems: Partial<Record<ClosureField, ClosureProblem>> } {
  const problems: Partial<Record<ClosureField, ClosureProblem>> = {};
  if (values.fromDate === '') problems.fromDate = 'missing';
  else if (values.fromDate < today) problems.fromDate = 'inThePast';
  if (values.span === 'days') {
    if (values.untilDate === '') problems.untilDate = 'missing';
    else if (values.fromDate !== '' && values.untilDate < values.fromDate) problems.untilDate = 'beforeStart';
  }
  if (values.span === 'hours') {
    if (values.fromTime === '') problems.fromTime = 'missing';
    if (values.toTime === '') problems.toTime = 'missing';
    else if (values.fromTime !== '' && values.toTime <= values.fromTime) problems.toTime = 'beforeStart';
  }
  if (Object.keys(problems).length > 0) return { problems };
  const hours = values.span === 'hours';
  return {
    closure: {
      fromDate: values.fromDate,
      untilDate: values.span === 'days' ? values.untilDate : values.fromDate,
      group: isServiceGroup(values.scope) ? values.scope : null,
      fromTime: hours ? values.fromTime : null,
      toTime: hours ? values.toTime : null,
      reason: values.reason.trim() === '' ? null : values.reason.trim(),
    },
  };
}

/** How a stored closure reads: one day or a range, and whole days or some hours. */
export function closureShape(closure: Pick<Closure, 'fromDate' | 'untilDate' | 'fromTime' | 'toTime'>): { days: 'one' | 'range'; hours: 'whole' | 'some' } {
  return { days: closure.fromDate === closure.untilDate ? 'one' : 'range', hours: closure.fromTime !== null && closure.toTime !== null ? 'some' : 'whole' };
}
