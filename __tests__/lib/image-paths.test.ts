import { dataImagePath, withDataImagePaths } from '../../src/lib/image-paths';

test('a picture the editor adds is written as the data files write pictures', () => {
  expect(dataImagePath('./images/testimonials/ngozi-eze.jpg')).toBe('images/testimonials/ngozi-eze.jpg');
  expect(dataImagePath('/images/home/hero.png')).toBe('images/home/hero.png');
  expect(dataImagePath('images/jobs/peerads.jpg')).toBe('images/jobs/peerads.jpg');
});

test('text that is not a picture path is left as it is', () => {
  for (const text of ['./images/', '/images/notes.txt', 'See ./images/a.jpg', '/services/3/SEO', '']) expect(dataImagePath(text)).toBe(text);
});

test('every picture of an entry or a list, at any depth; the same object when nothing changes', () => {
  const list = [
    { title: 'Ngozi Eze', image: './images/testimonials/ngozi-eze.jpg' },
    { title: 'Ada', image: 'images/testimonials/ada.jpg', gallery: ['/images/a.png'] },
  ];
  expect(withDataImagePaths({ testimonials: list })).toEqual({
    testimonials: [
      { title: 'Ngozi Eze', image: 'images/testimonials/ngozi-eze.jpg' },
      { title: 'Ada', image: 'images/testimonials/ada.jpg', gallery: ['images/a.png'] },
    ],
  });
  const clean = { title: 'x', value: 3, popular: false, items: ['a'] };
  expect(withDataImagePaths(clean)).toBe(clean);
});
