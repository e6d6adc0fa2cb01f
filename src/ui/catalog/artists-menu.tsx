import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { artistCardView } from '../../domain/catalog/artists';
import { ArtistStore } from '../../application/catalog/artist-store';
import { usePhotoBases } from '../hooks/use-photo-bases';
import { useService } from '../hooks/use-service';
import styles from '../shell/header.module.css';
import { ArtistCaption } from './artist-grid';
import { thumbnailPicture } from './catalog-pictures';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

/**
 * The header's artists dropdown (SPEC §2): a disclosure button listing the first listed artists
 * (3 on desktop, 2 on a phone) and all artists. Escape or a click elsewhere closes it.
 */
export const ArtistsMenu = observer(function ArtistsMenu({ active, onNavigate }: { active: boolean; onNavigate: () => void }) {
  const artists = useService(ArtistStore);
  const phone = useMediaQuery(PHONE_QUERY);
  const photoBases = usePhotoBases();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div className={styles.artists} ref={root}>
      <button
        ref={button}
        type="button"
        className={`${styles.navLink} ${styles.artistsButton} ${active ? styles.navLinkActive : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Artists
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className={styles.artistsPanel} hidden={!open}>
        <ul aria-label="Featured artists">
          {artists.dropdown(phone ? 'mobile' : 'desktop').map((group) => {
            const artist = artistCardView(group);
            return (
              <li key={artist.id}>
                <Link href={artist.href} className={styles.artistLink} onClick={close}>
                  {artist.imageUrl && <img src={thumbnailPicture(artist.imageUrl, photoBases)} width={40} height={40} alt="" loading="lazy" decoding="async" />}
                  <ArtistCaption artist={artist} look={{ name: styles.artistName, collection: styles.artistCollection }} />
                </Link>
              </li>
            );
          })}
        </ul>
        <Link href="/artists" className={styles.allArtists} onClick={close}>
          All artists
        </Link>
      </div>
    </div>
  );
});
