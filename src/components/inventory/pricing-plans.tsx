import { SectionHead } from '../ui/section-head';
import { usePlaceholders } from '../../hooks/use-placeholders';
import { FiCheck } from 'react-icons/fi';
import { ChatButton } from '../ui/chat-button';
import * as styles from './pricing-plans.module.css';

type PricingPlan = {
  name: string;
  /** As written in the data: "$29/mo", "$0". */
  price: string;
  features: readonly string[];
  popular: boolean;
};

type PricingPlansProps = {
  plans: readonly PricingPlan[];
  /** The heading, the badge, the buttons and the chat message a plan's button starts with. */
  texts: Queries.PageInventoryPricing;
};

/** "$29/mo" -> ["$29", "/mo"]: the amount is shown large, the period small. */
function splitPrice(price: string): [string, string] {
  const slash = price.indexOf('/');
  return slash === -1 ? [price, ''] : [price.slice(0, slash), price.slice(slash)];
}

export function PricingPlans({ plans, texts }: PricingPlansProps) {
  const fill = usePlaceholders();
  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHead id="pricing-title" texts={texts} />
        <ul className={styles.plans}>
          {plans.map((plan) => {
            const [amount, period] = splitPrice(plan.price);
            const titleId = `plan-${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <li key={plan.name} className={plan.popular ? `dark ${styles.plan} ${styles.popular}` : styles.plan}>
                <article aria-labelledby={titleId} className={styles.body}>
                  <header className={styles.head}>
                    <h3 id={titleId} className={styles.name}>
                      {plan.name}
                    </h3>
                    {plan.popular && <p className={styles.badge}>{fill(texts.popular)}</p>}
                  </header>
                  <p className={styles.price}>
                    <span className={styles.amount}>{amount}</span>
                    {period && <span className={styles.period}>{period}</span>}
                  </p>
                  <ul className={styles.features}>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <FiCheck aria-hidden="true" focusable="false" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <ChatButton
                    message={fill(texts.chatMessage, { plan: plan.name, price: plan.price })}
                    className={`button ${plan.popular ? 'button-chat' : 'button-outline'} ${styles.choose}`}
                  >
                    {fill(texts.choose, { plan: plan.name })}
                  </ChatButton>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
