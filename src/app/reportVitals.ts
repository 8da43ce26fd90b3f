import { KNOWN_PATHS } from '../../content/routes.ts';
import { isLanguage } from '../../core/languages.ts';
import { VITALS_PATH, type VitalMetric, type VitalsReport } from '../../core/vitals.ts';

declare global {
  interface Navigator {
    /** Global Privacy Control: the visitor asks sites not to sell or share their data. */
    readonly globalPrivacyControl?: boolean;
  }
}

/** The visitor asked not to be tracked: then the site measures and sends nothing. */
const asksNotToBeTracked = () => navigator.globalPrivacyControl === true || navigator.doNotTrack === '1';

/**
 * Reports this page view's Core Web Vitals (LCP, INP, CLS) each time the page is hidden, with the
 * route and the language only. The library loads after the page is live; it reads the paints and
 * inputs the browser buffered before.
 */
export function reportVitals(): void {
  const language = document.documentElement.lang;
  if (asksNotToBeTracked() || !isLanguage(language)) return;
  const route = (KNOWN_PATHS as readonly string[]).includes(location.pathname) ? location.pathname : '404';
  const measured = new Map<VitalMetric, number>();
  const send = () => {
    if (document.visibilityState !== 'hidden' || measured.size === 0) return;
    const report: VitalsReport = { route, language, metrics: [...measured].map(([name, value]) => ({ name, value })) };
    measured.clear();
    // keepalive lets the report leave with a page that is closing.
    void fetch(VITALS_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report), keepalive: true }).catch(() => {});
  };
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const keep = (metric: { name: VitalMetric; value: number }) => measured.set(metric.name, metric.value);
    onLCP(keep);
    onINP(keep);
    onCLS(keep);
    // Added after the library's own listeners, so the final values are kept before this sends them.
    addEventListener('visibilitychange', send);
  });
}
