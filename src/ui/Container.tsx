import type { HTMLAttributes } from 'react';

/** The page's content column: one max width and gutter for every section. */
export function Container({ className = '', ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`mx-auto w-full max-w-6xl px-5 sm:px-8 ${className}`} {...props} />;
}
