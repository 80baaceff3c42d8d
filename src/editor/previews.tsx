/**
 * The preview of each data file, drawn by the site's own components from the entry as it stands
 * in the editor (every keystroke draws it again). A list file shows its list as the site shows it,
 * then, where an entry has a page of its own, the page of the entry being edited: the one whose
 * values changed last (the first until then). Pictures are the editor's own copies (getAsset):
 * the saved file, or the one just chosen.
 */
import type { ReactNode } from 'react';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { ProcessSteps } from '../components/about/process-steps';
import { SkillsGrid } from '../components/about/skills-grid';
import { ContactForm } from '../components/contact/contact-form';
import { Biography } from '../components/home/biography';
import { Highlights } from '../components/home/highlights';
import { Skills } from '../components/home/skills';
import { WhatWeOffer } from '../components/home/what-we-offer';
import { Faq } from '../components/inventory/faq';
import { FeatureGrid } from '../components/inventory/feature-grid';
import { PricingPlans } from '../components/inventory/pricing-plans';
import { Testimonials } from '../components/inventory/testimonials';
import { WhyChooseUs } from '../components/inventory/why-choose-us';
import { JobDetail } from '../components/jobs/job-detail';
import { JobsGrid } from '../components/jobs/jobs-grid';
import { LegalDocument } from '../components/legal/legal-document';
import { ServiceDetail } from '../components/services/service-detail';
import { ServicesGrid } from '../components/services/services-grid';
import { CounterStrip } from '../components/ui/counter-strip';
import type { Counter } from '../hooks/use-counters';
import type { SiteSettings } from '../hooks/use-site-settings';
import { HOME_JOB_COUNT, HOME_SERVICE_COUNT, JOB_SUCCESS_BLOCK_COUNT } from '../lib/constants';
import { PATHS } from '../lib/routes';
import { useSiteSettings } from '../hooks/use-site-settings';
import { followingItems } from '../lib/following-items';
import type {
  Bar, CounterEntry, FaqEntry, IconCard, Job, Legal, PricingPlan, ProcessStep, Service, ServiceType, Site, Skill, Testimonial,
} from '../node/data/data-schema';
import type { PageTexts } from '../node/data/page-texts-schema';
import type { SharedTexts } from '../hooks/use-shared-texts';
import { Hero } from '../components/home/hero';
import { Story } from '../components/about/story';
import { ContactDetails } from '../components/contact/contact-details';
import { ContactMap } from '../components/contact/contact-map';
import { InventoryHero } from '../components/inventory/inventory-hero';
import { MonitorBlock } from '../components/inventory/monitor-block';
import { PageBanner } from '../components/ui/page-banner';
import { CallToAction } from '../components/ui/call-to-action';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { ServicesPreview as HomeServices } from '../components/home/services-preview';
import { SuccessWork } from '../components/home/success-work';
import { NotFound } from '../components/not-found/not-found';
import { usePlaceholders } from '../hooks/use-placeholders';
import { entryData, listOf, useEditedIndex, usePictures, useReadFiles, type Draft, type Pictures, type ReadFiles } from './editor-entry';
import { SiteWide, type SiteWideData } from './preview-data';
import { READ_FILES, type PreviewFile } from '../lib/editor-preview-names';

const text = (value: string | undefined) => value ?? '';
const texts = (value: readonly string[] | undefined) => value ?? [];
const number = (value: number | undefined) => value ?? 0;

/** Cards of a title, a description and an icon (a drawing's name, or an emoji for the skills). */
const cards = (list: Draft<{ title: string; desc: string; icon: string }>[]) => list.map((card) => ({ title: text(card.title), desc: text(card.desc), icon: text(card.icon) }));
const bars = (list: Draft<Bar>[]) => list.map((bar) => ({ title: text(bar.title), value: number(bar.value) }));
const counters = (list: Draft<CounterEntry>[]): Counter[] => list.map((counter) => ({ label: text(counter.label), value: number(counter.value), unit: text(counter.unit) }));

/** The words of every page: the editor's copy of each file of data/pages/, or the draft of the one being edited. */
type Pages = PageTexts;

/** Which file of data/pages/ each page file's preview is, by its editor name. */
const PAGE_FILES = {
  'pages-shared': 'shared',
  'pages-home': 'home',
  'pages-about': 'about',
  'pages-services': 'servicesPage',
  'pages-service': 'service',
  'pages-portfolio': 'portfolio',
  'pages-job': 'job',
  'pages-contact': 'contact',
  'pages-inventory': 'inventory',
  'pages-legal': 'legal',
  'pages-not-found': 'notFound',
} as const satisfies Partial<Record<PreviewFile, keyof ReadFiles>>;

function pagesOf(file: PreviewFile, data: unknown, files: ReadFiles): Pages {
  const read = (name: keyof ReadFiles) => (file in PAGE_FILES && PAGE_FILES[file as keyof typeof PAGE_FILES] === name ? data : files[name]);
  return {
    shared: read('shared'), home: read('home'), about: read('about'), services: read('servicesPage'), service: read('service'),
    portfolio: read('portfolio'), job: read('job'), contact: read('contact'), inventory: read('inventory'), legal: read('legal'),
    notFound: read('notFound'),
  } as Pages;
}

/** A service as its cards draw it. */
const serviceCards = (services: Draft<Service>[]) =>
  services.map((service) => ({ id: service.id ?? 0, slug: text(service.slug), title: text(service.title), desc: text(service.desc), icon: text(service.icon) }));

function ServicesPreview({ services, picture, pages }: { services: Draft<Service>[]; picture: Pictures; pages: Pages }) {
  const edited = useEditedIndex(services);
  const cards = serviceCards(services);
  const service = services.at(edited);
  return (
    <>
      <ServicesGrid services={cards} />
      <WhatWeOffer
        services={services.map((item, index) => ({ ...cards[index], caption: text(item.caption), image: picture(item.image) }))}
        texts={pages.home.offer}
      />
      {service && (
        <ServiceDetail
          service={{
            ...cards[edited],
            subTitle: text(service.subTitle),
            content: texts(service.content),
            offerings: texts(service.offerings),
            quoteLabel: text(service.quoteLabel),
            image: picture(service.image),
          }}
          allServices={cards}
          texts={pages.service}
        />
      )}
    </>
  );
}

const jobCards = (jobs: Draft<Job>[], picture: Pictures) =>
  jobs.map((job, index) => ({ number: index + 1, title: text(job.title), caption: text(job.caption), image: picture(job.image) }));

function JobsPreview({ jobs, picture, pages }: { jobs: Draft<Job>[]; picture: Pictures; pages: Pages }) {
  const edited = useEditedIndex(jobs);
  const cards = jobCards(jobs, picture);
  const job = jobs.at(edited);
  return (
    <>
      <JobsGrid cards={cards} />
      {job && (
        <JobDetail
          job={{ ...cards[edited], subTitle: text(job.subTitle), content: texts(job.content), link: text(job.link), tag: texts(job.tag) }}
          moreJobs={followingItems(cards, edited, JOB_SUCCESS_BLOCK_COUNT)}
          texts={pages.job}
        />
      )}
    </>
  );
}

function LegalPreview({ document, pages }: { document: Draft<Legal>; pages: Pages }) {
  const sections = (document.sections ?? []).map((section: Draft<Legal['sections'][number]>) => ({
    title: text(section.title),
    paragraphs: texts(section.paragraphs),
    items: section.items ?? null,
  }));
  return (
    <LegalDocument title={text(document.title)} lastUpdated={text(document.lastUpdated)} intro={texts(document.intro)} sections={sections} texts={pages.legal} />
  );
}

/**
 * How a search engine lists the page: its title and its description as typed (they are in no part
 * of the page itself), drawn above the page.
 */
function SearchSnippet({ title, description }: { title: string; description: string }) {
  const fill = usePlaceholders();
  const { siteName } = useSiteSettings();
  return (
    <aside className="container section" aria-label="In search results">
      <div className="card">
        <p className="eyebrow">In search results</p>
        <p>
          <strong>
            {fill(title)} · {siteName}
          </strong>
        </p>
        <p>{fill(description)}</p>
      </div>
    </aside>
  );
}

/** A page's banner, as its file holds it. */
function Banner({ banner }: { banner: { eyebrow: string; title: string; subtitle: string } }) {
  const fill = usePlaceholders();
  return <PageBanner eyebrow={fill(banner.eyebrow)} title={fill(banner.title)} subtitle={fill(banner.subtitle)} />;
}

/**
 * What each preview is given: the entry's data; for a list file, its entries (`list`); its
 * pictures; the files of READ_FILES, a list file's entries read with `read` (one object with
 * `readOne`); and the words of
 * every page (`pages`), the draft's when a page file is edited.
 */
type PreviewProps = {
  data: unknown;
  list: <T>() => Draft<T>[];
  picture: Pictures;
  read: <T>(name: keyof ReadFiles) => Draft<T>[];
  /** A file of READ_FILES that holds one object. */
  readOne: <T>(name: keyof ReadFiles) => Draft<T>;
  pages: Pages;
};

const plans = (list: Draft<PricingPlan>[]) =>
  list.map((plan) => ({ name: text(plan.name), price: text(plan.price), features: texts(plan.features), popular: plan.popular ?? false }));
const testimonials = (list: Draft<Testimonial>[], picture: Pictures) =>
  list.map((testimonial) => ({
    title: text(testimonial.title),
    subTitle: text(testimonial.subTitle),
    caption: text(testimonial.caption),
    rating: number(testimonial.rating),
    image: picture(testimonial.image),
  }));
const faqEntries = (list: Draft<FaqEntry>[]) => list.map((entry) => ({ key: text(entry.key), label: text(entry.label), answer: text(entry.answer) }));
const contactForm = (types: Draft<ServiceType>[], pages: Pages) => (
  <div className="container section">
    <div className="card">
      <ContactForm serviceTypes={types.map((type) => text(type.title))} emailConfig={null} drawOnly texts={pages.contact.form} writeToUs={pages.contact.writeToUs} />
    </div>
  </div>
);

/** Each file's preview, and what it shows. */
const PREVIEWS: Record<PreviewFile, (props: PreviewProps) => ReactNode> = {
  // The footer, and the biography with the chat link they build (SiteWide gives them the draft).
  site: ({ pages }) => (
    <>
      <Biography texts={pages.home.biography} />
      <Footer />
    </>
  ),
  services: ({ list, picture, pages }) => <ServicesPreview services={list<Service>()} picture={picture} pages={pages} />,
  jobs: ({ list, picture, pages }) => <JobsPreview jobs={list<Job>()} picture={picture} pages={pages} />,
  skills: ({ list, pages }) => <SkillsGrid skills={cards(list<Skill>())} texts={pages.about.skills} />,
  'process-steps': ({ list, picture, pages }) => (
    <ProcessSteps
      steps={list<ProcessStep>().map((step) => ({ title: text(step.title), desc: text(step.desc), image: picture(step.image) }))}
      texts={pages.about.process}
    />
  ),
  'skill-bars': ({ list, read, pages }) => <Skills skills={bars(list<Bar>())} toolkit={bars(read<Bar>('toolkit'))} texts={pages.home.skills} />,
  toolkit: ({ list, read, pages }) => <Skills skills={bars(read<Bar>('skillBars'))} toolkit={bars(list<Bar>())} texts={pages.home.skills} />,
  highlights: ({ list, pages }) => <Highlights highlights={cards(list<IconCard>())} texts={pages.home.highlights} />,
  // The strip of the home and About pages (SiteWide gives it the draft).
  counters: () => <CounterStrip />,
  'service-types': ({ list, pages }) => contactForm(list<ServiceType>(), pages),
  'inventory-features': ({ list, pages }) => (
    <FeatureGrid features={cards(list<IconCard>())} texts={pages.inventory.features} startButton={pages.inventory.startButton} />
  ),
  'why-choose-us': ({ list, pages }) => <WhyChooseUs points={cards(list<IconCard>())} texts={pages.inventory.why} />,
  'pricing-plans': ({ list, pages }) => <PricingPlans plans={plans(list<PricingPlan>())} texts={pages.inventory.pricing} />,
  testimonials: ({ list, picture, pages }) => <Testimonials testimonials={testimonials(list<Testimonial>(), picture)} texts={pages.inventory.testimonials} />,
  faq: ({ list, pages }) => <Faq entries={faqEntries(list<FaqEntry>())} texts={pages.inventory.faq} allOpen />,
  'legal-terms_and_condition': ({ data, pages }) => <LegalPreview document={data as Draft<Legal>} pages={pages} />,
  'legal-privacy_policy': ({ data, pages }) => <LegalPreview document={data as Draft<Legal>} pages={pages} />,
  // The page files: each page drawn with the words as they are typed.
  'pages-shared': ({ read, pages }) => (
    <>
      <Header />
      <CallToAction texts={pages.services.callToAction} />
      <ServicesGrid services={serviceCards(read<Service>('services')).slice(0, 3)} />
      <Footer />
    </>
  ),
  'pages-home': ({ read, picture, pages }) => {
    const services = read<Service>('services');
    return (
      <>
        <SearchSnippet title={pages.shared.nav.home} description={pages.home.meta.description} />
        <Hero image={picture('images/home/hero.jpg')} texts={pages.home.hero} />
        <Biography texts={pages.home.biography} />
        <HomeServices services={serviceCards(services).slice(0, HOME_SERVICE_COUNT)} texts={pages.home.services} />
        <Skills skills={bars(read<Bar>('skillBars'))} toolkit={bars(read<Bar>('toolkit'))} texts={pages.home.skills} />
        <Highlights highlights={cards(read<IconCard>('highlights'))} texts={pages.home.highlights} />
        <CounterStrip />
        <SuccessWork jobs={jobCards(read<Job>('jobs'), picture).slice(0, HOME_JOB_COUNT)} reel={[]} texts={pages.home.jobs} />
        <WhatWeOffer
          services={services.map((item, index) => ({ ...serviceCards(services)[index], caption: text(item.caption), image: picture(item.image) }))}
          texts={pages.home.offer}
        />
        <CallToAction texts={pages.home.callToAction} to={PATHS.inventory} />
      </>
    );
  },
  'pages-about': ({ read, picture, pages }) => (
    <>
      <SearchSnippet title={pages.about.banner.title} description={pages.about.meta.description} />
      <Banner banner={pages.about.banner} />
      <Story storyImage={picture('images/about/story.jpg')} reputationImage={picture('images/about/reputation.jpg')} story={pages.about.story} reputation={pages.about.reputation} />
      <CounterStrip />
      <SkillsGrid skills={cards(read<Skill>('skills'))} texts={pages.about.skills} />
      <ProcessSteps
        steps={read<ProcessStep>('processSteps').map((step) => ({ title: text(step.title), desc: text(step.desc), image: picture(step.image) }))}
        texts={pages.about.process}
      />
      <CallToAction texts={pages.about.callToAction} />
    </>
  ),
  'pages-services': ({ read, pages }) => (
    <>
      <SearchSnippet title={pages.services.banner.title} description={pages.services.meta.description} />
      <Banner banner={pages.services.banner} />
      <ServicesGrid services={serviceCards(read<Service>('services'))} />
      <CallToAction texts={pages.services.callToAction} />
    </>
  ),
  'pages-service': ({ read, picture, pages }) => <ServicesPreview services={read<Service>('services')} picture={picture} pages={pages} />,
  'pages-portfolio': ({ read, picture, pages }) => (
    <>
      <SearchSnippet title={pages.portfolio.banner.title} description={pages.portfolio.meta.description} />
      <Banner banner={pages.portfolio.banner} />
      <JobsGrid cards={jobCards(read<Job>('jobs'), picture)} />
      <CallToAction texts={pages.portfolio.callToAction} />
    </>
  ),
  'pages-job': ({ read, picture, pages }) => <JobsPreview jobs={read<Job>('jobs')} picture={picture} pages={pages} />,
  'pages-contact': ({ read, pages }) => (
    <>
      <SearchSnippet title={pages.contact.banner.title} description={pages.contact.meta.description} />
      <Banner banner={pages.contact.banner} />
      {contactForm(read<ServiceType>('serviceTypes'), pages)}
      <div className="container">
        <ContactDetails texts={pages.contact.details} />
      </div>
      <ContactMap texts={pages.contact.map} />
    </>
  ),
  'pages-inventory': ({ read, picture, pages }) => (
    <>
      <SearchSnippet title={pages.inventory.title} description={pages.inventory.meta.description} />
      <InventoryHero dashboard={picture('images/inventory/dashboard.jpg') ?? ''} texts={pages.inventory.hero} />
      <FeatureGrid features={cards(read<IconCard>('inventoryFeatures'))} texts={pages.inventory.features} startButton={pages.inventory.startButton} />
      <MonitorBlock image={picture('images/inventory/monitor.jpg') ?? ''} texts={pages.inventory.monitor} startButton={pages.inventory.startButton} />
      <WhyChooseUs points={cards(read<IconCard>('whyChooseUs'))} texts={pages.inventory.why} />
      <PricingPlans plans={plans(read<PricingPlan>('pricingPlans'))} texts={pages.inventory.pricing} />
      <Testimonials testimonials={testimonials(read<Testimonial>('testimonials'), picture)} texts={pages.inventory.testimonials} />
      <Faq entries={faqEntries(read<FaqEntry>('faq'))} texts={pages.inventory.faq} allOpen />
      <CallToAction texts={pages.inventory.callToAction} />
    </>
  ),
  'pages-legal': ({ readOne, pages }) => <LegalPreview document={readOne<Legal>('terms')} pages={pages} />,
  'pages-not-found': ({ pages }) => (
    <>
      <SearchSnippet title={pages.notFound.meta.title} description={pages.notFound.meta.description} />
      <NotFound texts={pages.notFound} />
    </>
  ),
};

/** The site-wide data the components read: the editor's copy, or the draft when it is the file being edited. */
function siteWide(file: PreviewFile, data: unknown, files: ReadFiles, pages: Pages): SiteWideData {
  const site = { ...(files.site as Site), ...(file === 'site' ? (data as Draft<Site>) : {}), siteUrl: window.location.origin } as SiteSettings;
  const shared: SharedTexts = { ...pages.shared, sections: { home: pages.shared.nav.home, services: pages.services.banner.title, jobs: pages.portfolio.banner.title } };
  return { site, counters: counters(file === 'counters' ? listOf<CounterEntry>(data, file) : readList<CounterEntry>(files, 'counters')), shared };
}

/** The entries of a list file of READ_FILES. */
const readList = <T,>(files: ReadFiles, name: keyof ReadFiles): Draft<T>[] => listOf<T>(files[name], READ_FILES[name].file);

export default function Previews({ file, entry, getAsset, getCollection }: CustomPreviewTemplateProps & { file: PreviewFile }) {
  const files = useReadFiles(getCollection);
  const picture = usePictures(getAsset);
  if (!files) return null;
  const data = entryData(entry);
  const pages = pagesOf(file, data, files);
  const Preview = PREVIEWS[file];
  return (
    <SiteWide.Provider value={siteWide(file, data, files, pages)}>
      <Preview
        data={data}
        list={<T,>() => listOf<T>(data, file)}
        picture={picture}
        read={<T,>(name: keyof ReadFiles) => readList<T>(files, name)}
        readOne={<T,>(name: keyof ReadFiles) => files[name] as Draft<T>}
        pages={pages}
      />
    </SiteWide.Provider>
  );
}
