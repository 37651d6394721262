// A link (PageLink: prefetched in view only when lean) that looks like MUI's <Button component={Link}> (docs/decisions/0015-storefront-static-css.md), and the same
// look for a <button>: the classes of button.module.css, no emotion.
import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import { PageLink, type PageLinkProps } from './PageLink';
import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

export function buttonClass({ variant = 'text', color = 'primary', size = 'medium', fullWidth }: ButtonLook, className?: string): string {
  return cx(styles.button, styles[variant], styles[color], size !== 'medium' && styles[size], fullWidth && styles.fullWidth, className);
}

type LinkProps = PageLinkProps & ButtonLook;

export function ButtonLink({ variant, color, size, fullWidth, className, ...props }: LinkProps) {
  return <PageLink {...props} className={buttonClass({ variant, color, size, fullWidth }, className)} />;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ variant, color, size, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClass({ variant, color, size, fullWidth }, className)} />;
}
