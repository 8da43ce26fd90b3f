import { useId } from 'react';
import { placeNames } from '../../../content/site.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

/**
 * The restaurant's seal: its name around a gold ring, a serif initial between two olive sprigs.
 * One image for assistive technology, named by `label`.
 */
export function RestaurantLogo({ name, nameLanguage, label, className = '' }: { name: string; nameLanguage: string; label: string; className?: string }) {
  const language = useLanguage();
  const id = useId();
  // The name in capitals by its own language's rules, the city by the page's.
  const [first = '', ...rest] = name.toLocaleUpperCase(nameLanguage).split(' ');
  const initial = rest.join(' ').charAt(0) || first.charAt(0);
  const leaves = (side: 1 | -1) =>
    [0, 1, 2, 3].map((i) => (
      <path
        key={i}
        d="M0 0 Q6 -3 12 0 Q6 3 0 0Z"
        transform={`translate(${100 + side * (26 + i * 7)} ${132 - i * 9}) rotate(${side === 1 ? -60 + i * 12 : 240 - i * 12})`}
        fill="#c9a96a"
        fillOpacity="0.35"
      />
    ));
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={label} className={className}>
      <defs>
        <path id={`${id}top`} d="M30 100 A70 70 0 0 1 170 100" />
        <path id={`${id}bottom`} d="M24 100 A76 76 0 0 0 176 100" />
      </defs>
      <circle cx="100" cy="100" r="97" fill="#1c1916" stroke="#c9a96a" strokeWidth="1.2" />
      <circle cx="100" cy="100" r="89" fill="none" stroke="#c9a96a" strokeWidth="0.5" strokeOpacity="0.7" />
      <circle cx="100" cy="100" r="54" fill="none" stroke="#c9a96a" strokeWidth="0.6" strokeOpacity="0.6" />
      <g fontFamily="Cormorant Garamond, Georgia, serif" fill="#dcc08a" letterSpacing="5">
        <text fontSize="15" fontWeight="600">
          <textPath href={`#${id}top`} startOffset="50%" textAnchor="middle">
            {first}
          </textPath>
        </text>
        <text fontSize="12" fontWeight="500">
          <textPath href={`#${id}bottom`} startOffset="50%" textAnchor="middle" dominantBaseline="hanging">
            {`${rest.join(' ')} · ${placeNames[language].city.toLocaleUpperCase(language)}`}
          </textPath>
        </text>
        <text x="100" y="118" fontSize="56" fontWeight="500" textAnchor="middle" letterSpacing="0">
          {initial}
        </text>
      </g>
      <path d="M74 134 Q100 146 126 134" fill="none" stroke="#c9a96a" strokeWidth="0.8" />
      {leaves(1)}
      {leaves(-1)}
      <path d="M97 70 L100 66 L103 70 L100 74Z" fill="#c9a96a" />
    </svg>
  );
}
