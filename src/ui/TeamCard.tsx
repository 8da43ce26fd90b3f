import type { ReactNode } from 'react';
import type { ImageAsset } from './imageAsset.ts';
import { initials } from './initials.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * A team member: portrait (or, until a photo is added to media/, the person's initials in a gold
 * ring), name, role and a short line about them.
 */
export function TeamCard({
  name,
  role,
  note,
  portrait,
  portraitAlt,
  children,
}: {
  name: string;
  role: string;
  note?: string;
  portrait?: ImageAsset;
  portraitAlt?: string;
  /** An action under the card, such as booking with this person. */
  children?: ReactNode;
}) {
  return (
    <div className="flex w-full flex-col items-center text-center">
      <div className="relative flex size-28 items-center justify-center overflow-hidden rounded-full border border-gold/50 bg-gradient-to-br from-ink-line via-ink-soft to-ink shadow-[inset_0_0_0_6px_var(--color-ink-soft)] sm:size-32">
        {portrait ? (
          <ResponsiveImage image={portrait} alt={portraitAlt ?? ''} sizes="128px" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="font-display text-4xl tracking-wide text-gold-bright">
            {initials(name)}
          </span>
        )}
      </div>
      <h3 className="mt-5 text-2xl hyphens-auto wrap-break-word text-ivory">{name}</h3>
      {/*
        Centred lines of a narrow card share their words, so none ends on a word alone. In the five narrow columns of a
        wide screen a long role takes two lines, so every role keeps two there and the notes of a row start level.
      */}
      <p className="mt-1 text-xs font-semibold text-balance uppercase tracking-[0.2em] text-gold xl:min-h-[2lh]">{role}</p>
      {note && <p className="mt-3 max-w-xs text-sm leading-relaxed text-balance text-ivory-dim">{note}</p>}
      {children}
    </div>
  );
}
