import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { FiCheck } from 'react-icons/fi';
import { ChatButton } from '../ui/chat-button';
import { Picture } from '../ui/picture';
import * as styles from './inventory-hero.module.css';

type InventoryHeroProps = {
  /** The dashboard mock-up, the largest thing on the first screen: loaded at once. */
  dashboard: IGatsbyImageData;
};

const PROMISES = ['Free plan for up to 50 items', 'Onboarding and staff training included', 'Every shop and warehouse in one account'];

export function InventoryHero({ dashboard }: InventoryHeroProps) {
  return (
    <section className={`dark ${styles.hero}`} aria-labelledby="page-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">Inventory and point-of-sale software</p>
          <h1 id="page-title" className={styles.title}>
            Inventory management for <span className={styles.highlight}>growing businesses</span>
          </h1>
          <p className={`lead ${styles.lead}`}>
            Stock management, order fulfilment and inventory control in one simple system, for shops, warehouses,
            manufacturers, distributors and online stores.
          </p>
          <div className="button-row">
            <ChatButton>Get Started</ChatButton>
            <a href="#pricing" className="button button-outline">
              See pricing
            </a>
          </div>
          <ul className={styles.promises}>
            {PROMISES.map((promise) => (
              <li key={promise}>
                <FiCheck aria-hidden="true" focusable="false" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.visual}>
          <Picture
            image={dashboard}
            alt="Inventory overview dashboard: stock value, low-stock and out-of-stock counts, units sold by category and stock level of each product"
            eager
            className={styles.image}
          />
        </div>
      </div>
    </section>
  );
}
