/**
 * The preview of each data file, drawn by the site's own components from the entry as it stands
 * in the editor (every keystroke draws it again). A list file shows its list as the site shows it,
 * then the page of the entry being edited: the one whose values changed last (the first until then).
 * Pictures are the editor's own copies (getAsset): the saved file, or the one just chosen.
 */
import { useEffect, useState } from 'react';
import type { CustomPreviewTemplateProps } from '@sveltia/cms';
import { WhatWeOffer } from '../components/home/what-we-offer';
import { PricingPlans } from '../components/inventory/pricing-plans';
import { JobDetail } from '../components/jobs/job-detail';
import { JobsGrid } from '../components/jobs/jobs-grid';
import { ServiceDetail } from '../components/services/service-detail';
import { ServicesGrid } from '../components/services/services-grid';
import type { PictureSource } from '../components/ui/picture';
import { JOB_SUCCESS_BLOCK_COUNT } from '../lib/constants';
import { followingItems } from '../lib/following-items';
import type { Counter } from '../hooks/use-counters';
import type { SiteSettings } from '../hooks/use-site-settings';
import type { Job, PricingPlan, Service } from '../node/data-schema';
import { SiteWide, type SiteWideData } from './preview-data';
import { SITE_WIDE_FILES, type PreviewFile } from './preview-names';

/** An entry while it is edited: any field may be empty yet. */
type Draft<T> = { [K in keyof T]?: T[K] };
type Pictures = (path: string | undefined) => PictureSource | undefined;

/** The entry's data as plain values. */
function entryData(entry: CustomPreviewTemplateProps['entry']): unknown {
  const data: unknown = entry.get('data');
  return typeof data === 'object' && data !== null && 'toJS' in data && typeof data.toJS === 'function' ? (data.toJS as () => unknown)() : data;
}

/** The entries of a list file: the editor holds them under the file's one field, named as the file. */
function listOf<T>(data: unknown, file: string): Draft<T>[] {
  const list = (data as Record<string, unknown> | null)?.[file];
  return Array.isArray(list) ? (list as Draft<T>[]) : [];
}

/**
 * The index of the entry whose values changed at the last render (kept until another changes);
 * the first entry until then.
 */
function useEditedIndex(items: readonly unknown[]): number {
  const texts = items.map((item) => JSON.stringify(item));
  const [seen, setSeen] = useState({ texts, index: 0 });
  if (seen.texts.join('\0') !== texts.join('\0')) {
    const changed = texts.findIndex((text, index) => seen.texts[index] !== text);
    setSeen({ texts, index: changed >= 0 ? changed : seen.index });
  }
  return Math.max(0, Math.min(seen.index, items.length - 1));
}

/** The preview's own addresses of the pictures the files name, by path, as each is read. */
const pictureAddresses = new Map<string, string>();
const pictureReads = new Set<string>();

/**
 * The pictures of the preview. The files name them relative to data/ ("images/jobs/x.jpg"): the
 * editor's copy of each is read once (getAsset), and drawn from an address of the preview's own
 * (the editor's own addresses of its files last only as long as it needs them). Until it is read,
 * no picture. A picture just chosen is, until saved, the blob the editor holds for the draft.
 */
function usePictures(getAsset: CustomPreviewTemplateProps['getAsset']): Pictures {
  const [, setRead] = useState(0);
  const again = () => window.setTimeout(() => setRead((count) => count + 1), READ_AGAIN_MS);
  return (path) => {
    if (!path) return undefined;
    if (path.startsWith('blob:')) return path;
    const known = pictureAddresses.get(path);
    if (known) return known;
    const asset = getAsset(path) ?? getAsset(`./${path.replace(/^\.\//, '')}`);
    if (!asset || pictureReads.has(path)) return undefined;
    // The editor gives its address of the file once it has read it: until then, ask again soon.
    if (!asset.url.startsWith('blob:')) {
      again();
      return undefined;
    }
    pictureReads.add(path);
    fetch(asset.url)
      .then((response) => response.blob())
      .then((blob) => {
        pictureAddresses.set(path, URL.createObjectURL(blob));
        setRead((count) => count + 1);
      })
      .catch(() => {
        pictureReads.delete(path);
        again();
      });
    return undefined;
  };
}

/** How soon a picture the editor has not read yet is asked for again. */
const READ_AGAIN_MS = 200;

const text = (value: string | undefined) => value ?? '';
const texts = (value: readonly string[] | undefined) => value ?? [];

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

function PricingPlansPreview({ plans }: { plans: Draft<PricingPlan>[] }) {
  const shown = plans.map((plan) => ({ name: text(plan.name), price: text(plan.price), features: texts(plan.features), popular: plan.popular ?? false }));
  return <PricingPlans plans={shown} />;
}

type GetCollection = CustomPreviewTemplateProps['getCollection'];

/** One file of the editor's copy of data/, as plain values. */
async function dataFile(getCollection: GetCollection, { collection, file }: { collection: string; file: string }): Promise<unknown> {
  const entry = await getCollection(collection, file);
  if (Array.isArray(entry) || !entry) throw new Error(`The editor has no file "${file}" in "${collection}" (src/admin/preview-names.ts)`);
  return entryData(entry);
}

/** The site settings and counters as the editor holds them, read once; null until then. */
function useSiteWideData(getCollection: GetCollection): SiteWideData | null {
  const [data, setData] = useState<SiteWideData | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([dataFile(getCollection, SITE_WIDE_FILES.site), dataFile(getCollection, SITE_WIDE_FILES.counters)]).then(([site, counters]) => {
      if (!current) return;
      setData({
        site: { ...(site as SiteSettings), siteUrl: window.location.origin },
        counters: listOf<Counter>(counters, SITE_WIDE_FILES.counters.file) as Counter[],
      });
    });
    return () => {
      current = false;
    };
  }, [getCollection]);
  return data;
}

export default function Previews({ file, entry, getAsset, getCollection }: CustomPreviewTemplateProps & { file: PreviewFile }) {
  const siteWide = useSiteWideData(getCollection);
  if (!siteWide) return null;
  return (
    <SiteWide.Provider value={siteWide}>
      <Preview file={file} entry={entry} getAsset={getAsset} />
    </SiteWide.Provider>
  );
}

function Preview({ file, entry, getAsset }: Pick<CustomPreviewTemplateProps, 'entry' | 'getAsset'> & { file: PreviewFile }) {
  const data = entryData(entry);
  const picture = usePictures(getAsset);
  switch (file) {
    case 'services':
      return <ServicesPreview services={listOf<Service>(data, file)} picture={picture} />;
    case 'jobs':
      return <JobsPreview jobs={listOf<Job>(data, file)} picture={picture} />;
    case 'pricing-plans':
      return <PricingPlansPreview plans={listOf<PricingPlan>(data, file)} />;
  }
}
