import { useSiteSettings } from '../../hooks/use-site-settings';
import { MAP_HEIGHT_PX } from '../../lib/constants';
import * as styles from './contact.module.css';

/** The embedded map of the office; the browser loads it only when it comes near the screen. */
export function ContactMap() {
  const site = useSiteSettings();
  return (
    <section className="section section-alt" aria-labelledby="map-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Visit us</p>
          <h2 id="map-title">Find our office</h2>
          <p className="lead">{site.address}</p>
        </div>
        <div className={styles.map}>
          <iframe
            title={`Map showing our office at ${site.address}`}
            src={site.mapEmbedUrl}
            loading="lazy"
            height={MAP_HEIGHT_PX}
            style={{ height: MAP_HEIGHT_PX }}
          />
        </div>
      </div>
    </section>
  );
}
