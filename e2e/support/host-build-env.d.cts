export declare const NETLIFY_BUILD_ENV: Record<string, string>;
export declare const CLOUDFLARE_BUILD_ENV: Record<string, string>;
