import { Link, type LinkProps } from 'react-router';

export type AppLinkProps = Omit<LinkProps, 'to'> & {
  /** A path of the site ("/booking", "/#booking") or a hash on this page ("#services"). */
  to: string;
};

/** A link to a page of the site, followed in the app without reloading the page. */
export function AppLink(props: AppLinkProps) {
  return <Link {...props} />;
}
