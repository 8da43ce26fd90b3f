/**
 * Calls `then` once, in a task of its own, after the browser's first contentful paint of the page
 * (at once where the browser does not report paints). A page opened in a background tab paints,
 * and so calls `then`, when it is first shown.
 */
export function afterFirstPaint(then: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    setTimeout(then);
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(then);
  });
  observer.observe({ type: 'paint' });
}
