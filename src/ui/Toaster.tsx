import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToasterProps } from 'sonner';

/**
 * Sonner draws no toast of its own here (`unstyled`): each notice is the site's panel, in its type
 * and colours, with a close button as large as any other target. Only the stacking and the
 * motion are sonner's (its motion stops under prefers-reduced-motion, see src/styles.css).
 */
const TOAST_OPTIONS: NonNullable<ToasterProps['toastOptions']> = {
  unstyled: true,
  classNames: {
    toast:
      'flex w-full items-start gap-3 rounded-[var(--radius-card)] border border-gold/35 border-l-4 border-l-gold bg-ink-soft py-4 pr-14 pl-5 ' +
      'font-sans text-ivory shadow-[0_22px_48px_-18px_rgba(0,0,0,0.85)] ' +
      // Destructive notices: the same panel, ruled and marked in the danger colour.
      'data-[type=error]:border-danger-bright/45 data-[type=error]:border-l-danger-bright',
    icon: 'mt-0.5 flex size-5 shrink-0 items-center justify-center text-gold [&>svg]:size-5 [[data-type=error]_&]:text-danger-bright',
    content: 'min-w-0 flex-1',
    title: 'font-display text-xl leading-snug font-semibold text-ivory',
    description: 'mt-1 text-sm leading-relaxed text-ivory-dim',
    closeButton:
      'absolute top-1.5 right-1.5 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ivory-dim ' +
      'can-hover:transition-colors hover:bg-ink hover:text-gold-bright focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold-bright [&>svg]:size-4',
  },
};

/** The toasts' width on wider screens; on phones sonner spans the screen. */
const TOASTER_STYLE = { '--width': '24rem' } as CSSProperties;

/**
 * The notices of the site (sonner: a polite live region, dismissible). Destructive notices are
 * raised with `notices.error` (notices.ts). Sonner loads once the page is live, not before: it is a sixth of the
 * home page's JavaScript budget, and no notice can be raised before the page is interactive.
 */
export function Toaster() {
  const { t } = useTranslation();
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('sonner').then((module) => mounted && setSonner(() => module.Toaster));
    return () => {
      mounted = false;
    };
  }, []);
  return Sonner ? (
    <Sonner
      containerAriaLabel={t('notifications')}
      position="top-center"
      theme="light"
      closeButton
      // Spread out rather than stacked on top of one another, and never more than two, which on a phone already take a third of the screen.
      expand
      visibleToasts={2}
      gap={12}
      duration={6000}
      style={TOASTER_STYLE}
      toastOptions={{ ...TOAST_OPTIONS, closeButtonAriaLabel: t('closeNotice') }}
    />
  ) : null;
}
