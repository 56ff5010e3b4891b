/**
 * The start-up's phases, to find what delays the first answer: each phase's wall-clock and CPU
 * milliseconds (CPU holds steady on a busy machine, wall time does not), logged once at debug
 * level when the server listens. The first phase runs from the process's start: Node's own
 * start, loading the modules and reading the configuration.
 */
export interface PhaseTime {
  ms: number;
  cpuMs: number;
}

export interface StartupPhases {
  /** Ends the phase running now, under `name`; the next one starts. */
  end(name: string): void;
  /** The phases ended so far, in order. */
  list(): Record<string, PhaseTime>;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function startupPhases(first = 'loading'): StartupPhases {
  const phases: Record<string, PhaseTime> = {};
  // performance.now() counts from the process's start, as does process.cpuUsage().
  let wallAt = 0;
  let cpuAt = 0;
  const end = (name: string) => {
    const wall = performance.now();
    const cpu = cpuMs();
    phases[name] = { ms: Math.round(wall - wallAt), cpuMs: Math.round(cpu - cpuAt) };
    wallAt = wall;
    cpuAt = cpu;
  };
  end(first);
  return { end, list: () => ({ ...phases }) };
}
