/** The footer's call to the booking service's newsletter function (server/newsletter/route.ts). */

const NEWSLETTER_FUNCTION_PATH = '/functions/v1/newsletter-subscribe';
const TIMEOUT_MS = 15_000;

/** What the visitor is told: one notice per outcome. */
export type SubscribeOutcome = 'pending' | 'invalidEmail' | 'rateLimited' | 'failed';

/** The function's address: VITE_FUNCTIONS_URL when the site is pointed at a service elsewhere. */
function newsletterEndpoint(baseUrl: string = import.meta.env.VITE_FUNCTIONS_URL ?? ''): string {
  return `${baseUrl.replace(/\/$/, '')}${NEWSLETTER_FUNCTION_PATH}`;
}

async function errorField(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { field?: unknown } } | null;
    return typeof body?.error?.field === 'string' ? body.error.field : undefined;
  } catch {
    return undefined; // not JSON: a proxy's error page, say
  }
}

/** Signs `email` up (double opt-in: the service mails a confirmation link). Never throws. */
export async function subscribeToNewsletter(email: string, language: string, options: { baseUrl?: string } = {}): Promise<SubscribeOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(newsletterEndpoint(options.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, language }),
      signal: controller.signal,
    });
    // Every sign-up gets the same answer: the service tells no one who subscribes.
    if (response.ok) return 'pending';
    if (response.status === 429) return 'rateLimited';
    if (response.status === 400 && (await errorField(response)) === 'email') return 'invalidEmail';
    return 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
