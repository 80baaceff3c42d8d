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
};

/** The chat message a plan's Choose button starts with. */
function planChatMessage(plan: Pick<PricingPlan, 'name' | 'price'>): string {
  return `Hello, I would like to start the ${plan.name} plan (${plan.price}) of the inventory software.`;
}

/** "$29/mo" -> ["$29", "/mo"]: the amount is shown large, the period small. */
function splitPrice(price: string): [string, string] {
  const slash = price.indexOf('/');
  return slash === -1 ? [price, ''] : [price.slice(0, slash), price.slice(slash)];
}

export function PricingPlans({ plans }: PricingPlansProps) {
  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-head center">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple plans that grow with you</h2>
          <p className="lead">Start free, move up when you need more items, locations or people. No set-up fees, change plans any time.</p>
        </div>
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
                    {plan.popular && <p className={styles.badge}>Most Popular</p>}
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
                    message={planChatMessage(plan)}
                    className={`button ${plan.popular ? 'button-chat' : 'button-outline'} ${styles.choose}`}
                  >
                    Choose {plan.name}
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
