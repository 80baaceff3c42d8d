export declare const PINNED_NODE: string;
export declare const OLDER_LINE_NODE: string;
export declare function nodeBinDir(version: string): string;
export declare function pathWithNode(bin: string): string;
export declare function runOnPinnedNode(minimumMajor: number): void;
