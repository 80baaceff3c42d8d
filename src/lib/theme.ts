/** Colours that leave CSS: the browser chrome and the app manifest. The rest lives in src/styles. */
export const THEME_COLOR = '#0B1B3A';
export const BACKGROUND_COLOR = '#F7F5F0';
