import type { AnchorHTMLAttributes } from 'react';

/** The attribute that marks a link the app follows itself; src/app/InAppLinks.tsx looks for it. */
export const IN_APP_LINK_ATTRIBUTE = 'data-in-app';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the site ("/booking", "/#booking") or a hash on this page ("#services"). */
  to: string;
};

/**
 * A link to a page of the site, followed in the app without reloading the page (src/app/InAppLinks.tsx),
 * as React Router's <Link> would follow it. A plain anchor: unlike a <Link> it runs no router hooks,
 * which at hydration cost ~30 ms on a phone for the header's and footer's links alone.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  return <a {...props} href={to} {...{ [IN_APP_LINK_ATTRIBUTE]: '' }} />;
}
