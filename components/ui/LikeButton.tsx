// The one like button of the public pages (issue #25: an album's page, the community feed's items): plain HTML and
// static CSS (decision 0015). It draws a state its caller's hook keeps (use-album-like.ts, use-feed-like.ts); a guest
// who pressed it is told that liking needs a login, with the login that comes back to this page.
import { useRouter } from 'next/router';
import { loginUrl } from '@/lib/shared/routes';
import { cx } from './cx';
import styles from './LikeButton.module.css';
import { PageLink } from './PageLink';
import ui from './ui.module.css';

export interface LikeButtonProps {
  liked: boolean | null;
  /** "12 likes", in the caller's words. */
  countText: string;
  /** The button's name: "Like" / "Unlike" (with what is liked, where a page has many). */
  label: string;
  disabled: boolean;
  onToggle: () => void;
  /** Set when a guest pressed it: the sentence and the login link's text. */
  loginNeeded: { text: string; link: string } | null;
  /** Set when the like could not be saved. */
  failed: string | null;
  align?: 'start' | 'end';
  /** The count's test id (the album page's). */
  countTestId?: string;
}

export function LikeButton({ liked, countText, label, disabled, onToggle, loginNeeded, failed, align = 'start', countTestId }: LikeButtonProps) {
  const returnUrl = useRouter().asPath;
  return (
    <div className={cx(styles.box, styles[align])}>
      <button
        type="button"
        className={cx(styles.button, liked && styles.liked)}
        aria-pressed={liked === true}
        aria-label={label}
        disabled={disabled}
        onClick={onToggle}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
        <span data-testid={countTestId}>{countText}</span>
      </button>
      {loginNeeded && (
        <p role="alert" className={cx(ui.body2, styles.note)}>
          {loginNeeded.text}{' '}
          <PageLink href={loginUrl(returnUrl)} className={ui.link}>
            {loginNeeded.link}
          </PageLink>
        </p>
      )}
      {failed && (
        <p role="alert" className={cx(ui.body2, styles.note)}>
          {failed}
        </p>
      )}
    </div>
  );
}
