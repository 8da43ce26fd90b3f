import { useTranslation } from 'react-i18next';
import type { ShowcaseFeature } from '../../content/showcase.ts';
import { FeatureCard, featureCardItem } from '../../ui/FeatureCard.tsx';
import { claimValue } from './claimText.ts';

/**
 * A house's feature cards. Each card's title and text are `<keyPrefix>.<id>.title|description` in
 * `namespace`; a card tied to a published figure shows it large.
 */
export function FeatureGrid({
  features,
  namespace,
  keyPrefix,
  columns = 3,
}: {
  features: readonly ShowcaseFeature[];
  namespace: string;
  keyPrefix: string;
  columns?: 3 | 4;
}) {
  const { t } = useTranslation([namespace, 'content']);
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {features.map((feature) => (
        <li key={feature.id} className={featureCardItem}>
          <FeatureCard
            className="w-full"
            icon={feature.icon}
            title={t(`${namespace}:${keyPrefix}.${feature.id}.title`)}
            description={t(`${namespace}:${keyPrefix}.${feature.id}.description`)}
            highlight={feature.claim ? claimValue(t, feature.claim) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
