import type { TFunction } from 'i18next';
import { claims, type Claim, type ClaimId } from '../../content/claims.ts';
import type { Stat } from '../../ui/StatList.tsx';

/** A published figure as the visitor reads it in their language: "500+", "95%+", "5/5". */
export function claimValue(t: TFunction, id: ClaimId): string {
  const claim: Claim = claims[id];
  return t(`content:claims.format.${claim.format}`, { value: claim.value, scale: claim.scale });
}

/** A figure with what it is, for a StatList: the label says what the figure counts, so no words stand around it. */
export function claimStat(t: TFunction, id: ClaimId): Stat {
  return { key: id, value: claimValue(t, id), label: t(`content:claims.${id}`) };
}
