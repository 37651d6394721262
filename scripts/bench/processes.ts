// Child processes in their own process group, so stopping one also stops what it spawned
// (`npx next start` leaves `next-server` running when only the wrapper is killed: STACK.md).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { onCleanup } from './cleanup';

export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  onCleanup(() => stopGroup(child));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM to the group, SIGKILL after `graceMs`. */
export async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (!child.pid) return;
  signalGroup(child, 'SIGTERM');
  if (!exited(child)) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  signalGroup(child, 'SIGKILL'); // whatever is left in the group, e.g. a server the wrapper started
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(command, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}
