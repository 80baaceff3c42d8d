/** The compiled inline scripts (src/node/webpack/inline-scripts.ts), put into the server-rendering bundle by webpack's DefinePlugin. */
declare const __INLINE_SCRIPTS__: Record<import('../node/webpack/inline-scripts').InlineScriptName, string>;
