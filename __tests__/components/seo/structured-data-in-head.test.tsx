import { render } from '@testing-library/react';
import { dropStructuredData, unmarkStructuredData } from '../../../src/components/seo/structured-data-in-head';

test("Helmet's mark is taken off the structured-data blocks only, so that in the browser Helmet leaves them in place", () => {
  const head = [
    [<script key="a" data-react-helmet="true" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"WebSite"}' }} />],
    <meta key="b" data-react-helmet="true" name="description" content="x" />,
    <script key="c" data-react-helmet="true" src="/x.js" />,
  ];
  const { container } = render(<>{unmarkStructuredData(head)}</>);
  expect(container.innerHTML).toBe(
    '<script type="application/ld+json">{"@type":"WebSite"}</script><meta data-react-helmet="true" name="description" content="x"><script data-react-helmet="true" src="/x.js"></script>',
  );
});

test('after a move inside the site, the first page’s blocks are removed from the head, and nothing else', () => {
  document.head.innerHTML = '<title>x</title><script type="application/ld+json">{}</script><meta name="description" content="x">';
  dropStructuredData();
  expect(document.head.innerHTML).toBe('<title>x</title><meta name="description" content="x">');
});
