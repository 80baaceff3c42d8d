/**
 * The edits an owner typically makes at /admin, each what a form there saves: one price, one
 * counter, one more job with a picture of its own, one testimonial fewer, one reworded answer.
 * Made to the data/ folder of a copy of the project (tools/owner-edits.mjs runs the tests on them;
 * __tests__/tools/owner-edits.test.ts checks that the build's data check accepts them).
 */
const fs = require('node:fs');
const path = require('node:path');

function mustHave(condition, message) {
  if (!condition) throw new Error(`Cannot make the owner's edits: ${message}`);
}

/** Makes the edits in `dataDir`; returns what each one did, in plain words. */
function applyOwnerEdits(dataDir) {
  /** Reads a data file, lets `edit` change it, and writes it back as the editor does. */
  const editData = (file, edit) => {
    const target = path.join(dataDir, file);
    const edited = edit(JSON.parse(fs.readFileSync(target, 'utf8')));
    fs.writeFileSync(target, `${JSON.stringify(edited, null, 2)}\n`);
  };
  // Each edit applies to whatever data/ holds, edited already or not (the whole suite runs this
  // module's test in the copy it edited, too).
  let price = '';
  editData('pricing-plans.json', (plans) => {
    const amount = /\d+/.exec(plans[1]?.price ?? '');
    mustHave(amount, 'data/pricing-plans.json has no second plan with a price in figures');
    price = plans[1].price.replace(amount[0], String(Number(amount[0]) + 6));
    plans[1].price = price;
    return plans;
  });
  editData('counters.json', (counters) => {
    counters[0].value += 1;
    return counters;
  });
  let picture = '';
  editData('jobs.json', (jobs) => {
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
  editData('testimonials.json', (testimonials) => {
    mustHave(testimonials.length >= 2, 'data/testimonials.json has fewer than two testimonials');
    return testimonials.slice(0, -1);
  });
  editData('faq.json', (faq) => {
    mustHave(faq.length >= 2, 'data/faq.json has fewer than two questions');
    faq[1].answer = `Yes, with as many locations as you run. ${faq[1].answer}`;
    return faq;
  });
  return [
    `pricing-plans.json: the second plan costs ${price}`,
    'counters.json: one more year of experience',
    `jobs.json: one more job, last, with its own picture (${picture})`,
    'testimonials.json: one testimonial fewer',
    'faq.json: the second answer reworded',
  ];
}

module.exports = { applyOwnerEdits };
