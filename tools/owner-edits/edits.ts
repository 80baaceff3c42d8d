/**
 * The edits an owner typically makes at /admin, each what a form there saves: one price, one
 * counter, the portfolio reordered and one more job with a picture of its own, one service
 * renamed, one testimonial's author renamed and one testimonial fewer, one reworded answer; and in
 * the words of the pages, the home page's headline, a button's label and a search description. Made
 * to the data/ folder of a copy of the project (tools/owner-edits.ts runs the tests on them;
 * __tests__/tools/owner-edits.test.ts checks that the build's data check accepts them).
 */
import fs from 'node:fs';
import path from 'node:path';

type Plan = { price: string };
type Counter = { value: number };
type Job = { title: string; image: string };
type Titled = { title: string };
type Question = { answer: string };

function mustHave(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Cannot make the owner's edits: ${message}`);
}

/** Makes the edits in `dataDir`; returns what each one did, in plain words. */
export function applyOwnerEdits(dataDir: string): string[] {
  /** Reads a data file, lets `edit` change it, and writes it back as the editor does. */
  const editData = <T>(file: string, edit: (data: T) => T) => {
    const target = path.join(dataDir, file);
    const edited = edit(JSON.parse(fs.readFileSync(target, 'utf8')) as T);
    fs.writeFileSync(target, `${JSON.stringify(edited, null, 2)}\n`);
  };
  // Each edit applies to whatever data/ holds, edited already or not (the whole suite runs this
  // module's test in the copy it edited, too).
  let price = '';
  editData<Plan[]>('pricing-plans.json', (plans) => {
    const amount = /\d+/.exec(plans[1]?.price ?? '');
    mustHave(amount, 'data/pricing-plans.json has no second plan with a price in figures');
    price = plans[1].price.replace(amount[0], String(Number(amount[0]) + 6));
    plans[1].price = price;
    return plans;
  });
  editData<Counter[]>('counters.json', (counters) => {
    counters[0].value += 1;
    return counters;
  });
  let moved = '';
  editData<Job[]>('jobs.json', (jobs) => {
    mustHave(jobs.length >= 2, 'data/jobs.json has fewer than two jobs');
    // The last job moved to the top of the portfolio, as the editor's list is dragged.
    moved = jobs[jobs.length - 1].title;
    return [jobs[jobs.length - 1], ...jobs.slice(0, -1)];
  });
  let picture = '';
  editData<Job[]>('jobs.json', (jobs) => {
    const model = jobs[jobs.length - 1];
    // A title no job has yet, and a picture of its own named after it.
    const taken = new Set(jobs.map((job) => job.title));
    let title = 'Okada Courier';
    for (let number = 2; taken.has(title); number += 1) title = `Okada Courier ${number}`;
    picture = `images/jobs/${title.toLowerCase().replace(/ /g, '-')}.jpg`;
    fs.copyFileSync(path.join(dataDir, model.image), path.join(dataDir, picture));
    return [
      ...jobs,
      {
        ...model,
        title,
        subTitle: 'Same-day delivery booking app',
        caption: 'A booking app for a Lagos courier firm: riders, routes and receipts in one place.',
        image: picture,
        link: 'https://okada-courier.example.com',
        tag: ['App', 'Payment Gateway'],
        category: 'App_Development',
      },
    ];
  });
  let service = '';
  editData<Titled[]>('services.json', (services) => {
    mustHave(services.length >= 3, 'data/services.json has fewer than three services');
    // Its address name (slug) stays: only the name shown changes.
    service = services[2].title.startsWith('Local ') ? services[2].title.slice('Local '.length) : `Local ${services[2].title}`;
    services[2].title = service;
    return services;
  });
  let author = '';
  editData<Titled[]>('testimonials.json', (testimonials) => {
    mustHave(testimonials.length >= 2, 'data/testimonials.json has fewer than two testimonials');
    author = testimonials[0].title.endsWith(' Jr.') ? testimonials[0].title.slice(0, -' Jr.'.length) : `${testimonials[0].title} Jr.`;
    testimonials[0].title = author;
    return testimonials.slice(0, -1);
  });
  // The words of the pages, as the Pages group of /admin saves them.
  let headline = '';
  editData<{ hero: { headline: string } }>('pages/home.json', (home) => {
    headline = home.hero.headline.startsWith('*Websites*') ? 'Websites and apps that *win* customers' : '*Websites* that bring you customers';
    home.hero.headline = headline;
    return home;
  });
  let knowMore = '';
  editData<{ buttons: { knowMore: string } }>('pages/shared.json', (shared) => {
    knowMore = shared.buttons.knowMore === 'Read more' ? 'Find out more' : 'Read more';
    shared.buttons.knowMore = knowMore;
    return shared;
  });
  editData<{ meta: { description: string } }>('pages/services.json', (services) => {
    const reworded = ['One Lagos team for public relations, reputation, SEO, social media, web and app work, cyber security and executive branding.', 'PR, reputation, SEO, social media, websites, apps and executive branding, from one team in Lagos.'];
    services.meta.description = services.meta.description === reworded[0] ? reworded[1] : reworded[0];
    return services;
  });
  editData<Question[]>('faq.json', (faq) => {
    mustHave(faq.length >= 2, 'data/faq.json has fewer than two questions');
    faq[1].answer = `Yes, with as many locations as you run. ${faq[1].answer}`;
    return faq;
  });
  return [
    `pricing-plans.json: the second plan costs ${price}`,
    'counters.json: one more year of experience',
    `jobs.json: the last job (${moved}) moved first`,
    `jobs.json: one more job, last, with its own picture (${picture})`,
    `services.json: the third service renamed ${service}`,
    `testimonials.json: the first testimonial's author renamed ${author}`,
    'testimonials.json: one testimonial fewer',
    'faq.json: the second answer reworded',
    `pages/home.json: the headline rewritten "${headline}"`,
    `pages/shared.json: the carousel cards' button renamed "${knowMore}"`,
    'pages/services.json: the search description reworded',
  ];
}
