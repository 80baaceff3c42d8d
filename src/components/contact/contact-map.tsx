import { useEffect, useRef, useState } from 'react';
import { FiExternalLink, FiMapPin, FiNavigation } from 'react-icons/fi';
import { useInView } from '../../hooks/use-in-view';
import { useSiteSettings } from '../../hooks/use-site-settings';
import { MAP_HEIGHT_PX } from '../../lib/constants';
import { directionsUrl, fullMapUrl } from '../../lib/map-links';
import * as styles from './contact.module.css';

/** How far ahead of the screen the map starts loading. */
const LOAD_AHEAD = '600px 0px';

/**
 * The embedded map of the office. Its frame is made only as it nears the screen: a frame in the
 * page's HTML is created while the page loads, and even with loading="lazy" the browser fetches it
 * far ahead on a slow connection, so the map's own page would take the main thread when a visitor
 * first taps. Without JavaScript, the frame in <noscript> stands in, lazily loaded. The box keeps
 * the map's height from the first paint, and shows a pin until the frame covers it. The card over
 * the map's corner links to the full map and to directions (a phone opens its map app), so the
 * way to the office never depends on the frame: blocked, slow or offline, it still works.
 */
export function ContactMap() {
  const site = useSiteSettings();
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const view = useInView(boxRef, 0, !near, LOAD_AHEAD);
  useEffect(() => {
    if (view === 'partly' || view === 'in') setNear(true);
  }, [view]);
  const map = (
    <iframe
      title={`Map showing our office at ${site.address}`}
      src={site.mapEmbedUrl}
      loading="lazy"
      height={MAP_HEIGHT_PX}
      style={{ height: MAP_HEIGHT_PX }}
    />
  );
  return (
    <section className="section section-alt" aria-labelledby="map-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Visit us</p>
          <h2 id="map-title">Find our office</h2>
          <p className="lead">{site.address}</p>
        </div>
        <div ref={boxRef} className={styles.map} style={{ minHeight: MAP_HEIGHT_PX }}>
          <FiMapPin aria-hidden="true" focusable="false" className={styles.mapPin} />
          {near ? map : <noscript>{map}</noscript>}
          <p className={styles.mapLinks}>
            <a href={directionsUrl(site.address)} className="button button-primary" target="_blank" rel="noopener noreferrer">
              <FiNavigation aria-hidden="true" focusable="false" /> Get directions
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <a href={fullMapUrl(site.mapEmbedUrl, site.address)} className="button button-outline" target="_blank" rel="noopener noreferrer">
              <FiExternalLink aria-hidden="true" focusable="false" /> Open the map
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
