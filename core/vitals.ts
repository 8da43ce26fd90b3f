/**
 * The Core Web Vitals the site reports from real visits, and the figure read from them: the
 * 75th percentile per route and metric, as the field tools report them. The browser sends what
 * `webVitalsReport` describes; the service checks it against the same bounds.
 */
import type { Language } from './languages.ts';

export const VITALS_PATH = '/functions/v1/vitals';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The largest value a metric may report: beyond these a figure is a broken clock, not a slow page. LCP and INP in ms, CLS unitless. */
export const VITAL_LIMITS: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50 };

/** One page view's report: where, in which language, and each metric it measured (at most one value each). */
export interface VitalsReport {
  route: string;
  language: Language;
  metrics: { name: VitalMetric; value: number }[];
}

/** The 75th percentile by nearest rank (the value at or below which three quarters of the values lie); null for none. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}
