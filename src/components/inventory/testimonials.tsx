import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { TESTIMONIAL_AUTOPLAY_MS } from '../../lib/constants';
import { Carousel } from '../ui/carousel';
import { Picture } from '../ui/picture';
import * as sections from './sections.module.css';
import * as styles from './testimonials.module.css';

export type Testimonial = {
  /** The person's name. */
  title: string;
  /** Their role and company. */
  subTitle: string;
  /** The quote. */
  caption: string;
  image: IGatsbyImageData | undefined;
};

type TestimonialsProps = {
  testimonials: readonly Testimonial[];
};

function Quote({ title, subTitle, caption, image }: Testimonial) {
  return (
    <figure className={styles.card}>
      <span className={styles.mark} aria-hidden="true">
        “
      </span>
      <blockquote className={styles.quote}>
        <p>{caption}</p>
      </blockquote>
      <figcaption className={styles.person}>
        {image && <Picture image={image} alt="" className={styles.avatar} />}
        <span>
          <span className={styles.name}>{title}</span>
          <span className={styles.role}>{subTitle}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials({ testimonials }: TestimonialsProps) {
  const slides = testimonials.map((testimonial) => ({
    id: testimonial.title,
    label: testimonial.title,
    content: <Quote {...testimonial} />,
  }));
  return (
    <section className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head center">
          <p className="eyebrow">Testimonials</p>
          <h2 id="testimonials-title">What our customers say</h2>
          <p className="lead">Shop owners, warehouse teams and manufacturers across Nigeria run their stock with it every day.</p>
        </div>
        <Carousel
          label="Customer testimonials"
          slideName="testimonial"
          slides={slides}
          autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
          dots
          arrows="beside"
          className={sections.narrow}
        />
      </div>
    </section>
  );
}
