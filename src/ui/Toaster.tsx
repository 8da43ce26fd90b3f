import { Toaster as Sonner } from 'sonner';

/**
 * The notices of the site (sonner: a polite live region, dismissible). Destructive notices are
 * raised with `toast.error`.
 */
export function Toaster() {
  return <Sonner position="top-center" theme="dark" richColors closeButton duration={6000} />;
}
