// One Material icon as a plain <svg> (docs/decisions/0015-storefront-static-css.md): the same drawing MUI's SvgIcon
// makes, 1.5rem square in the text's colour, without emotion. Decorative unless given a `title`.
import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './ui.module.css';

interface Props {
  /** A path list from ./icon-paths. */
  paths: readonly string[];
  /** CSS size, e.g. 40 or '1.25rem'; 1.5rem by default. */
  size?: number | string;
  /** 'primary' | 'secondary' | 'muted'; the text colour by default. */
  tone?: 'primary' | 'secondary' | 'muted';
  className?: string;
  title?: string;
}

export function Icon({ paths, size, tone, className, title }: Props) {
  const style: CSSProperties | undefined = size === undefined ? undefined : { fontSize: size };
  return (
    <svg
      className={cx(styles.icon, tone && styles[`icon-${tone}`], className)}
      style={style}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
    >
      {title && <title>{title}</title>}
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
