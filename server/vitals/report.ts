/**
 * `npm run bookings -- vitals [--since DATE]`: the 75th percentile of each Core Web Vital per route,
 * as the field tools report real visits, with how many page views each figure rests on.
 */
import { percentile75, VITAL_METRICS, type VitalMetric } from '../../core/vitals.ts';

/** LCP and INP in milliseconds; CLS a score, kept to two decimals as the field tools print it. */
const format = (metric: VitalMetric, value: number) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`);

export function describeVitals(rows: readonly { route: string; metric: VitalMetric; value: number }[], sinceDate: string): string {
  if (rows.length === 0) return `No page-speed figures since ${sinceDate}.\n`;
  const byRoute = new Map<string, Map<VitalMetric, number[]>>();
  for (const { route, metric, value } of rows) {
    const metrics = byRoute.get(route) ?? new Map<VitalMetric, number[]>();
    metrics.set(metric, [...(metrics.get(metric) ?? []), value]);
    byRoute.set(route, metrics);
  }
  const out = [`75th percentile since ${sinceDate}, per route (page views in brackets):`];
  const width = Math.max(...[...byRoute.keys()].map((route) => route.length));
  for (const route of [...byRoute.keys()].sort()) {
    const metrics = byRoute.get(route)!;
    const cells = VITAL_METRICS.map((metric) => {
      const values = metrics.get(metric) ?? [];
      const p75 = percentile75(values);
      return `${metric} ${p75 === null ? '—' : format(metric, p75)} (${values.length})`.padEnd(20);
    });
    out.push(`  ${route.padEnd(width)}  ${cells.join('  ').trimEnd()}`);
  }
  return `${out.join('\n')}\n`;
}
