import { createElement, type ReactElement } from 'react';

interface IconProps {
  className?: string;
  strokeWidth?: number;
  'aria-hidden'?: boolean | 'true' | 'false';
  /** What the icon says, for an icon that stands for a word or a symbol: it is then an image with this name. */
  label?: string;
}

/** An icon: decorative unless it has a label, drawn in the current text colour. */
export type IconComponent = (props: IconProps) => ReactElement;

type IconNode = [tag: string, attributes: Record<string, string>][];

/** Turns Lucide's icon data (24×24, 2 px strokes) into a component. */
export function icon(nodes: IconNode): IconComponent {
  return function Icon({ className, strokeWidth = 2, 'aria-hidden': ariaHidden = true, label }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className,
        ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': ariaHidden }),
        focusable: 'false',
      },
      ...nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}
