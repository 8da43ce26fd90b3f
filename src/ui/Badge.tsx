import type { ReactNode } from 'react';

/** A small uppercase label in a gold outline: "Coming soon", a vehicle's category. */
export function Badge({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border border-gold/55 bg-ink/80 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.2em] text-gold-bright ${className}`}
    >
      {children}
    </span>
  );
}
