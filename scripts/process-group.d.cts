import type { ChildProcess } from 'node:child_process';

export declare function stopProcessGroup(child: ChildProcess): void;
