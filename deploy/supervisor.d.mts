import type { ChildProcess } from 'node:child_process';

export function restartDelay(failures: number, options?: { minDelayMs?: number; maxDelayMs?: number }): number;

export interface Supervisor {
  readonly child: ChildProcess | null;
  readonly restarts: number;
  start(): ChildProcess;
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<void>;
}

export function supervise(options: {
  name: string;
  spawnChild: () => ChildProcess;
  log: (line: string) => void;
  onSpawn?: (child: ChildProcess) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
}): Supervisor;
