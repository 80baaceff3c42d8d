import { render } from '@testing-library/react';
import { withoutHeadExtras } from '../../../src/components/seo/head-extras';

test("Gatsby's generator tag and the home-screen icons but one leave the head; everything else stays, in order", () => {
  const head = [
    <meta key="generator" name="generator" content="Gatsby 5" />,
    <link key="icon" rel="icon" href="/favicon.png" />,
    [48, 192, 512].map((size) => <link key={size} rel="apple-touch-icon" sizes={`${size}x${size}`} href={`/icons/icon-${size}x${size}.png`} />),
    <meta key="description" name="description" content="x" />,
    'text',
  ];
  const { container } = render(<>{withoutHeadExtras(head)}</>);
  expect(container.innerHTML).toBe(
    '<link rel="icon" href="/favicon.png"><link rel="apple-touch-icon" sizes="192x192" href="/icons/icon-192x192.png"><meta name="description" content="x">text',
  );
});
