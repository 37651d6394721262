// A card's front scan in a fixed box (slabs are taller than wide), or an empty box when it has no scan yet.
import styles from './Gallery.module.css';

export function Thumbnail({ src, alt }: { src: string | null; alt: string }) {
  if (!src) {
    return (
      <div className={styles.thumb}>
        <span className={styles.thumbEmpty} aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={styles.thumb}>
      {/* eslint-disable-next-line @next/next/no-img-element -- our own API answers the scan; next/image would add a script */}
      <img src={src} alt={alt} loading="lazy" decoding="async" className={styles.thumbImage} />
    </div>
  );
}
