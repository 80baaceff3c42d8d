declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}

declare module '*.woff2' {
  const url: string;
  export default url;
}

/** The global stylesheets, imported for their rules alone (gatsby-browser.tsx). */
declare module '*/styles/fonts.css';
declare module '*/styles/global.css';
