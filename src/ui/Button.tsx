import type { ButtonHTMLAttributes } from 'react';
import { AppLink, type AppLinkProps } from './AppLink.tsx';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button.ts';

interface VariantProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & VariantProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A link of the site (followed in the app) that looks like a button. */
export function ButtonLink({ variant, size, className = '', ...props }: AppLinkProps & VariantProps) {
  return <AppLink className={buttonClass(variant, size, className)} {...props} />;
}
