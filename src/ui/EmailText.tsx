import { Fragment } from 'react';

/** An e-mail address that may wrap only after its @ and before its dots, never inside a word. */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return parts.map((part, n) => (
    <Fragment key={n}>
      {n > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
