import { useState } from 'react';
import { FiExternalLink, FiMap, FiMapPin, FiNavigation } from 'react-icons/fi';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { MAP_HEIGHT_PX } from '../../lib/constants';
import { directionsUrl, fullMapUrl } from '../../lib/map-links';
import { OPENS_IN_NEW_TAB } from '../../lib/spoken-only';
import * as styles from './contact.module.css';

/**
 * The embedded map of the office, loaded only when the visitor asks for it ("Show the map"):
 * until then nothing is asked of the map's host, so a visitor on paid data pays for no tiles and
 * the map's company does not learn of the visit. The box keeps the map's height from the first
 * paint and shows a pin on a street grid. The frame stays out of sight until it has loaded, so a
 * map that cannot load leaves the picture, never a broken frame. The card over the map's corner
 * links to the full map and to directions (a phone opens its map app): blocked, slow or offline,
 * the way to the office never depends on the frame. The button exists only once the page runs,
 * so no one taps a button that does nothing yet; without JavaScript the links stay.
 */
export function ContactMap({ texts }: { texts: Queries.PageContactMap }) {
  const site = useSiteSettings();
  const fill = usePlaceholders();
  const hydrated = useHydrated();
  const [asked, setAsked] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <section className="section section-alt" aria-labelledby="map-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{fill(texts.eyebrow)}</p>
          <h2 id="map-title">{fill(texts.title)}</h2>
          <p className="lead">{site.address}</p>
        </div>
        <div className={styles.map} style={{ minHeight: MAP_HEIGHT_PX }}>
          <FiMapPin aria-hidden="true" focusable="false" className={styles.mapPin} />
          {asked && (
            <iframe
              title={fill(texts.frameTitle)}
              src={site.mapEmbedUrl}
              height={MAP_HEIGHT_PX}
              style={{ height: MAP_HEIGHT_PX }}
              className={loaded ? undefined : styles.mapLoading}
              onLoad={() => setLoaded(true)}
            />
          )}
          <p className={styles.mapLinks}>
            {hydrated && !asked && (
              <button type="button" className="button button-primary" onClick={() => setAsked(true)}>
                <FiMap aria-hidden="true" focusable="false" /> {fill(texts.showButton)}
              </button>
            )}
            <a href={directionsUrl(site.address)} className="button button-outline" target="_blank" rel="noopener noreferrer">
              <FiNavigation aria-hidden="true" focusable="false" /> {fill(texts.directionsButton)}
              <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
            </a>
            <a href={fullMapUrl(site.mapEmbedUrl, site.address)} className="button button-outline" target="_blank" rel="noopener noreferrer">
              <FiExternalLink aria-hidden="true" focusable="false" /> {fill(texts.openButton)}
              <span className="visually-hidden">{OPENS_IN_NEW_TAB}</span>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
