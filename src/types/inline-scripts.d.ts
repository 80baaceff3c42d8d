/** The compiled inline scripts (src/node/inline-scripts.ts), put into the server-rendering bundle by webpack's DefinePlugin. */
declare const __INLINE_SCRIPTS__: Record<import('../node/inline-scripts').InlineScriptName, string>;
