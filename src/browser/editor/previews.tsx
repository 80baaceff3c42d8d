/**
 * The preview of each data file, drawn by the site's own components from the entry as it stands
 * in the editor (every keystroke draws it again). A list file shows its list as the site shows it,
 * then, where an entry has a page of its own, the page of the entry being edited: the one whose
 * values changed last (the first until then). Pictures are the editor's own copies (getAsset):
 * the saved file, or the one just chosen.
 */
import type { ReactNode } from 'react';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { ProcessSteps } from '../../components/about/process-steps';
import { SkillsGrid } from '../../components/about/skills-grid';
import { ContactForm } from '../../components/contact/contact-form';
import { Biography } from '../../components/home/biography';
import { Highlights } from '../../components/home/highlights';
import { Skills } from '../../components/home/skills';
import { WhatWeOffer } from '../../components/home/what-we-offer';
import { Faq } from '../../components/inventory/faq';
import { FeatureGrid } from '../../components/inventory/feature-grid';
import { PricingPlans } from '../../components/inventory/pricing-plans';
import { Testimonials } from '../../components/inventory/testimonials';
import { WhyChooseUs } from '../../components/inventory/why-choose-us';
import { JobDetail } from '../../components/jobs/job-detail';
import { JobsGrid } from '../../components/jobs/jobs-grid';
import { Footer } from '../../components/layout/footer';
import { LegalDocument } from '../../components/legal/legal-document';
import { ServiceDetail } from '../../components/services/service-detail';
import { ServicesGrid } from '../../components/services/services-grid';
import { CounterStrip } from '../../components/ui/counter-strip';
import type { Counter } from '../../hooks/use-counters';
import type { SiteSettings } from '../../hooks/use-site-settings';
import { JOB_SUCCESS_BLOCK_COUNT } from '../../lib/constants';
import { followingItems } from '../../lib/following-items';
import type {
  Bar, CounterEntry, FaqEntry, IconCard, Job, Legal, PricingPlan, ProcessStep, Service, ServiceType, Site, Skill, Testimonial,
} from '../../node/data/data-schema';
import { entryData, listOf, useEditedIndex, usePictures, useReadFiles, type Draft, type Pictures, type ReadFiles } from './editor-entry';
import { SiteWide, type SiteWideData } from './preview-data';
import { READ_FILES, type PreviewFile } from '../../lib/editor-preview-names';

const text = (value: string | undefined) => value ?? '';
const texts = (value: readonly string[] | undefined) => value ?? [];
const number = (value: number | undefined) => value ?? 0;

/** Cards of a title, a description and an icon (a drawing's name, or an emoji for the skills). */
const cards = (list: Draft<{ title: string; desc: string; icon: string }>[]) => list.map((card) => ({ title: text(card.title), desc: text(card.desc), icon: text(card.icon) }));
const bars = (list: Draft<Bar>[]) => list.map((bar) => ({ title: text(bar.title), value: number(bar.value) }));
const counters = (list: Draft<CounterEntry>[]): Counter[] => list.map((counter) => ({ label: text(counter.label), value: number(counter.value), unit: text(counter.unit) }));

function ServicesPreview({ services, picture }: { services: Draft<Service>[]; picture: Pictures }) {
  const edited = useEditedIndex(services);
  const cards = services.map((service) => ({
    id: service.id ?? 0,
    slug: text(service.slug),
    title: text(service.title),
    desc: text(service.desc),
    icon: text(service.icon),
  }));
  const service = services.at(edited);
  return (
    <>
      <ServicesGrid services={cards} />
      <WhatWeOffer
        services={services.map((item, index) => ({ ...cards[index], caption: text(item.caption), image: picture(item.image) }))}
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
        />
      )}
    </>
  );
}

function JobsPreview({ jobs, picture }: { jobs: Draft<Job>[]; picture: Pictures }) {
  const edited = useEditedIndex(jobs);
  const cards = jobs.map((job, index) => ({ number: index + 1, title: text(job.title), caption: text(job.caption), image: picture(job.image) }));
  const job = jobs.at(edited);
  return (
    <>
      <JobsGrid cards={cards} />
      {job && (
        <JobDetail
          job={{ ...cards[edited], subTitle: text(job.subTitle), content: texts(job.content), link: text(job.link), tag: texts(job.tag) }}
          moreJobs={followingItems(cards, edited, JOB_SUCCESS_BLOCK_COUNT)}
        />
      )}
    </>
  );
}

function LegalPreview({ document }: { document: Draft<Legal> }) {
  const sections = (document.sections ?? []).map((section: Draft<Legal['sections'][number]>) => ({
    title: text(section.title),
    paragraphs: texts(section.paragraphs),
    items: section.items ?? null,
  }));
  return <LegalDocument title={text(document.title)} lastUpdated={text(document.lastUpdated)} intro={texts(document.intro)} sections={sections} />;
}

/**
 * What each preview is given: the entry's data; for a list file, its entries (`list`); its
 * pictures; and the files of READ_FILES, a list file's entries read with `read`.
 */
type PreviewProps = { data: unknown; list: <T>() => Draft<T>[]; picture: Pictures; read: <T>(name: keyof ReadFiles) => Draft<T>[] };

/** Each file's preview, and what it shows. */
const PREVIEWS: Record<PreviewFile, (props: PreviewProps) => ReactNode> = {
  // The footer, and the biography with the chat link they build (SiteWide gives them the draft).
  site: () => (
    <>
      <Biography />
      <Footer />
    </>
  ),
  services: ({ list, picture }) => <ServicesPreview services={list<Service>()} picture={picture} />,
  jobs: ({ list, picture }) => <JobsPreview jobs={list<Job>()} picture={picture} />,
  skills: ({ list }) => <SkillsGrid skills={cards(list<Skill>())} />,
  'process-steps': ({ list, picture }) => (
    <ProcessSteps
      steps={list<ProcessStep>().map((step) => ({ title: text(step.title), desc: text(step.desc), image: picture(step.image) }))}
    />
  ),
  'skill-bars': ({ list, read }) => <Skills skills={bars(list<Bar>())} toolkit={bars(read<Bar>('toolkit'))} />,
  toolkit: ({ list, read }) => <Skills skills={bars(read<Bar>('skillBars'))} toolkit={bars(list<Bar>())} />,
  highlights: ({ list }) => <Highlights highlights={cards(list<IconCard>())} />,
  // The strip of the home and About pages (SiteWide gives it the draft).
  counters: () => <CounterStrip />,
  'service-types': ({ list }) => (
    <div className="container section">
      <div className="card">
        <ContactForm serviceTypes={list<ServiceType>().map((type) => text(type.title))} emailConfig={null} drawOnly />
      </div>
    </div>
  ),
  'inventory-features': ({ list }) => <FeatureGrid features={cards(list<IconCard>())} />,
  'why-choose-us': ({ list }) => <WhyChooseUs points={cards(list<IconCard>())} />,
  'pricing-plans': ({ list }) => (
    <PricingPlans
      plans={list<PricingPlan>().map((plan) => ({
        name: text(plan.name),
        price: text(plan.price),
        features: texts(plan.features),
        popular: plan.popular ?? false,
      }))}
    />
  ),
  testimonials: ({ list, picture }) => (
    <Testimonials
      testimonials={list<Testimonial>().map((testimonial) => ({
        title: text(testimonial.title),
        subTitle: text(testimonial.subTitle),
        caption: text(testimonial.caption),
        rating: number(testimonial.rating),
        image: picture(testimonial.image),
      }))}
    />
  ),
  faq: ({ list }) => (
    <Faq entries={list<FaqEntry>().map((entry) => ({ key: text(entry.key), label: text(entry.label), answer: text(entry.answer) }))} allOpen />
  ),
  'legal-terms_and_condition': ({ data }) => <LegalPreview document={data as Draft<Legal>} />,
  'legal-privacy_policy': ({ data }) => <LegalPreview document={data as Draft<Legal>} />,
};

/** The site-wide data the components read: the editor's copy, or the draft when it is the file being edited. */
function siteWide(file: PreviewFile, data: unknown, files: ReadFiles): SiteWideData {
  const site = { ...(files.site as Site), ...(file === 'site' ? (data as Draft<Site>) : {}), siteUrl: window.location.origin } as SiteSettings;
  return { site, counters: counters(file === 'counters' ? listOf<CounterEntry>(data, file) : readList<CounterEntry>(files, 'counters')) };
}

/** The entries of a list file of READ_FILES. */
const readList = <T,>(files: ReadFiles, name: keyof ReadFiles): Draft<T>[] => listOf<T>(files[name], READ_FILES[name].file);

export default function Previews({ file, entry, getAsset, getCollection }: CustomPreviewTemplateProps & { file: PreviewFile }) {
  const files = useReadFiles(getCollection);
  const picture = usePictures(getAsset);
  if (!files) return null;
  const data = entryData(entry);
  const Preview = PREVIEWS[file];
  return (
    <SiteWide.Provider value={siteWide(file, data, files)}>
      <Preview data={data} list={<T,>() => listOf<T>(data, file)} picture={picture} read={<T,>(name: keyof ReadFiles) => readList<T>(files, name)} />
    </SiteWide.Provider>
  );
}
