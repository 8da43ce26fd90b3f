import { useEffect, useState } from 'react';
import { availabilityUrl, fetchAvailability, type AvailabilityQuery, type DayAvailability } from './fetchAvailability.ts';

/**
 * The service's answer about the chosen day, asked once per change of service, date, guests or
 * barber; a question superseded before its answer is aborted. `refresh` asks again past the
 * browser's short cache (after the service refused an hour). Null while asking and when the
 * service could not answer: the form then offers the house's hours, and the service still decides.
 */
export function useAvailability(query: AvailabilityQuery | null, refresh: number): { answer: DayAvailability | null; loading: boolean } {
  const url = query ? availabilityUrl(query) : null;
  const [result, setResult] = useState<{ url: string; answer: DayAvailability | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    void fetchAvailability(url, { signal: controller.signal, fresh: refresh > 0 }).then((answer) => {
      if (!controller.signal.aborted) setResult({ url, answer });
    });
    return () => controller.abort();
  }, [url, refresh]);

  const current = url !== null && result?.url === url;
  return { answer: current ? result.answer : null, loading: url !== null && !current };
}
