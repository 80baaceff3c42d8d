/** How many hex digits of its content's hash webpack puts in a script's or stylesheet's name. */
export const ROOT_ASSET_HASH_DIGITS: number;
/** Webpack's scripts and stylesheets at the top of public/: the content hash before the extension. */
export const HASHED_ROOT_ASSET: RegExp;
/** Gatsby's folder of files named or filed under a content hash (images, fonts). */
export const HASHED_FOLDER: string;
