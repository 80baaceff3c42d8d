import { LANDMARKS, rated, SLIDE_KINDS } from '../../lib/spoken-only';
import { SectionHead, type SectionHeadTexts } from '../ui/section-head';
import { FiStar } from 'react-icons/fi';
import { RATING_SCALE, TESTIMONIAL_AUTOPLAY_MS } from '../../lib/constants';
import { Carousel } from '../ui/carousel';
import { Picture, type PictureSource } from '../ui/picture';
import * as sections from './sections.module.css';
import * as styles from './testimonials.module.css';

type Testimonial = {
  /** The person's name. */
  title: string;
  /** Their role and company. */
  subTitle: string;
  /** The quote. */
  caption: string;
  /** The stars they gave, out of RATING_SCALE.best. */
  rating: number;
  image: PictureSource | undefined;
};

type TestimonialsProps = {
  testimonials: readonly Testimonial[];
  texts: SectionHeadTexts;
};

/** The rating as stars, read out as "Rated 4 out of 5". */
function Stars({ rating }: { rating: number }) {
  return (
    <div className={styles.stars} role="img" aria-label={rated(rating, RATING_SCALE.best)}>
      {Array.from({ length: RATING_SCALE.best }, (_, index) => (
        <FiStar key={index} aria-hidden="true" focusable="false" className={index < rating ? styles.filled : undefined} />
      ))}
    </div>
  );
}

function Quote({ title, subTitle, caption, rating, image }: Testimonial) {
  return (
    <figure className={styles.card}>
      <span className={styles.mark} aria-hidden="true">
        “
      </span>
      <Stars rating={rating} />
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

export function Testimonials({ testimonials, texts }: TestimonialsProps) {
  const slides = testimonials.map((testimonial) => ({
    id: testimonial.title,
    label: testimonial.title,
    content: <Quote {...testimonial} />,
  }));
  return (
    <section className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHead id="testimonials-title" texts={texts} />
        <Carousel
          label={LANDMARKS.testimonials}
          slideName={SLIDE_KINDS.testimonial}
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
