import type { ReactNode } from 'react';

type HtmlProps = {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode[];
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode[];
  body: string;
  postBodyComponents: ReactNode[];
};

/**
 * Every page's document: Gatsby's own (gatsby/cache-dir/default-html.js) without what only
 * browsers long gone read, Internet Explorer's `x-ua-compatible` and iOS 9's `shrink-to-fit=no`.
 */
export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    <html lang="en" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
