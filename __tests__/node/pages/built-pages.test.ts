/**
 * @jest-environment node
 */
import { builtPages, htmlFileOf } from '../../../src/node/pages/built-pages';

test("pages come from Gatsby's page list, each with its HTML file and whether it is canonical, and the addresses it answers too", () => {
  const pages = builtPages([
    { path: '/', componentChunkName: 'component---home' },
    { path: '/about', componentChunkName: 'component---about', context: { canonicalPath: '/about' } },
    { path: '/services/404.html', componentChunkName: 'component---service', matchPath: '/services/*', context: { canonicalPath: '/services' } },
    { path: '/landing/about', componentChunkName: 'component---about', context: { canonicalPath: '/about' } },
    { path: '/404.html', componentChunkName: 'component---404' },
  ]);
  expect(pages).toEqual([
    { path: '/', component: 'component---home', file: 'index.html', canonical: true, matchPath: null },
    { path: '/about', component: 'component---about', file: 'about/index.html', canonical: true, matchPath: null },
    { path: '/services/404.html', component: 'component---service', file: 'services/404.html', canonical: false, matchPath: '/services/*' },
    { path: '/landing/about', component: 'component---about', file: 'landing/about/index.html', canonical: false, matchPath: null },
    { path: '/404.html', component: 'component---404', file: '404.html', canonical: false, matchPath: null },
  ]);
});

test("every page is served from the file Gatsby writes for it, by Gatsby's own rule", () => {
  expect(htmlFileOf('/')).toBe('index.html');
  expect(htmlFileOf('/services/5/Website_Design')).toBe('services/5/Website_Design/index.html');
  expect(htmlFileOf('/404.html')).toBe('404.html');
  expect(htmlFileOf('/services/404.html')).toBe('services/404.html');
  expect(htmlFileOf('/404')).toBe('404/index.html');
});
