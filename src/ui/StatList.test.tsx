// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatList } from './StatList.tsx';

describe('StatList', () => {
  it('draws the ★ of a rating as an image named ★, so no font is searched for it', () => {
    const { container } = render(<StatList items={[{ key: 'rating', value: '5★', label: 'Star rating' }]} />);
    const figure = container.querySelector('dd')!;
    expect(figure.textContent).toBe('5');
    expect(screen.getByRole('img', { name: '★' }).tagName.toLowerCase()).toBe('svg');
  });

  it('leaves a figure without a star as text', () => {
    const { container } = render(<StatList items={[{ key: 'clients', value: '500+', label: 'Happy clients' }]} />);
    const figure = container.querySelector('dd')!;
    expect(figure.textContent).toBe('500+');
    expect(figure.querySelector('svg')).toBeNull();
  });


  it('renders the same on the server', () => {
    expect(renderToString(<StatList items={[{ key: 'rating', value: '5★', label: 'Star rating' }]} />)).toMatch(/<dd[^>]*>5<svg/);
  });
});
