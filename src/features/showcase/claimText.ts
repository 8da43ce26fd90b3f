import type { TFunction } from 'i18next';
import { claims, type Claim, type ClaimId } from '../../content/claims.ts';
import type { Stat } from '../../ui/StatList.tsx';

/** A published figure as the visitor reads it in their language: "500+", "95%+", "5/5". */
export function claimValue(t: TFunction, id: ClaimId): string {
  const claim: Claim = claims[id];
  return t(`content:claims.format.${claim.format}`, { value: claim.value, scale: claim.scale });
}

const MARK = '\u0000';
const hasWords = (text: string) => /\p{L}/u.test(text);

/**
 * A figure with what it is, for a StatList. Words a language writes around the number in a format
 * ("Since 2020", "2020'den beri") are set apart so the number alone is large; signs such as "+"
 * stay with it.
 */
export function claimStat(t: TFunction, id: ClaimId): Stat {
  const claim: Claim = claims[id];
  const label = t(`content:claims.${id}`);
  const [before = '', after = ''] = t(`content:claims.format.${claim.format}`, { value: MARK, scale: claim.scale }).split(MARK);
  if (!hasWords(before) && !hasWords(after)) return { key: id, value: claimValue(t, id), label };
  return { key: id, value: String(claim.value), before: before.trim() || undefined, after: after.trim() || undefined, label };
}
