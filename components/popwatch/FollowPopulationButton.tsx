// "Follow this card's population" (issue #25, pop watch): a small island on the public certificate page and on each row
// of the population report, plain HTML and static CSS (no MUI, decision 0015). A guest gets a link to the login that
// comes back here; a member follows or stops following, and is e-mailed at most once a day when the count changes.
import { useRouter } from 'next/router';
import { cx } from '@/components/ui/cx';
import { PageLink } from '@/components/ui/PageLink';
import ui from '@/components/ui/ui.module.css';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { useTranslation } from '@/hooks/useTranslation';
import { loginUrl } from '@/lib/shared/routes';
import { type WatchTarget, usePopulationWatch } from './use-population-watch';
import styles from './PopWatch.module.css';

interface Props {
  target: WatchTarget;
  /** The card's name, for the button's accessible name in a table of cards. */
  cardName: string;
  /** Read whether the member follows it after load (one card on the page), or only when pressed (a table of cards). */
  readOnLoad?: boolean;
}

export function FollowPopulationButton({ target, cardName, readOnLoad = false }: Props) {
  const { t } = useTranslation('popWatch');
  const { user, ready } = useDisplayUser();
  const signedIn = ready && Boolean(user);
  const watch = usePopulationWatch(target, { enabled: signedIn, readOnLoad });
  const returnUrl = useRouter().asPath;
  if (!signedIn || watch.loginNeeded) {
    return (
      <PageLink href={loginUrl(returnUrl)} className={cx(ui.link, styles.follow)} aria-label={t('loginToFollowCard', { name: cardName })} prefetch={false}>
        {t('loginToFollow')}
      </PageLink>
    );
  }
  return (
    <span className={styles.box}>
      <button
        type="button"
        className={cx(styles.button, watch.following && styles.following)}
        aria-pressed={watch.following}
        aria-label={t(watch.following ? 'unfollowCard' : 'followCard', { name: cardName })}
        disabled={watch.busy}
        onClick={() => void watch.toggle()}
      >
        <span aria-hidden="true">{watch.following ? '★' : '☆'}</span> {watch.following ? t('following') : t('follow')}
      </button>
      {watch.failed && (
        <span role="alert" className={cx(ui.caption, styles.note)}>
          {t('failed')}
        </span>
      )}
    </span>
  );
}
