import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address that may wrap only after its @ and before its dots, never inside a word: each
 * piece is kept whole, so the hyphen of a domain is no place to break.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return parts.map((part, n) => (
    <Fragment key={n}>
      {n > 0 && <wbr />}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/**
 * A sentence with the address in it, the address kept whole: a sentence's line is long enough for it,
 * and an address cut at its @ between two lines of prose reads as two words.
 */
export function withEmailText(text: string, email: string): ReactNode {
  if (!text.includes(email)) return text;
  return text.split(email).map((piece, n) => (
    <Fragment key={n}>
      {n > 0 && <span className="whitespace-nowrap">{email}</span>}
      {piece}
    </Fragment>
  ));
}
