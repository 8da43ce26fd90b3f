import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

/**
 * sonner is fetched on the first notice, not with the page: it is too heavy for a first load, and
 * the Toaster fetches it anyway once the page is live. Every call waits on the same fetch, so
 * notices and dismissals keep the order in which they were raised.
 */
let loading: Promise<Sonner> | undefined;

function withToast(use: (toast: Sonner['toast']) => void): void {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = undefined; // offline for a moment: the next notice tries again
    throw error;
  });
  loading.then((module) => use(module.toast)).catch(() => undefined);
}

/** The site's notices (see Toaster): a success, a problem, or taking one back by its id. */
export const notices = {
  success: (title: string, options?: ExternalToast) => withToast((toast) => toast.success(title, options)),
  error: (title: string, options?: ExternalToast) => withToast((toast) => toast.error(title, options)),
  dismiss: (id: string) => withToast((toast) => toast.dismiss(id)),
};
