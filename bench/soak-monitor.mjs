// The server process as the kernel sees it, minute by minute: memory, CPU, and where its event
// loop's time went when answers were slow (its own work, other processes, or blocking disk I/O).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { residentMiB } from './processes.mjs';

const RSS_SAMPLE_MS = 5_000;
/** Often enough to see how long the event loop sits in uninterruptible (disk) sleep. */
const STATE_SAMPLE_MS = 250;

/** CPU ms of all threads (/proc/<pid>/stat, 100 ticks/s); ms the main thread waited for a CPU
 * (/proc/<pid>/schedstat); bytes written to storage (/proc/<pid>/io); the main thread's state. */
function counters(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [, waitNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  const written = /write_bytes:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
  return {
    at: Date.now(),
    state: fields[0],
    used: (Number(fields[11]) + Number(fields[12])) * 10,
    waited: waitNs / 1e6,
    written: written ? Number(written[1]) : NaN,
  };
}

const safely = (read, fallback) => {
  try {
    return read();
  } catch {
    // the server has gone; the run fails on its errors, not here
    return fallback;
  }
};

export function monitorServer(pid) {
  const gone = { at: Date.now(), state: '?', used: NaN, waited: NaN, written: NaN };
  const minutes = [];
  let current = { rss: [], diskSleeps: 0, states: 0 };
  let last = safely(() => counters(pid), gone);

  const sampleRss = () => current.rss.push(safely(() => residentMiB(pid), NaN));
  const sampleState = () => {
    current.states++;
    if (safely(() => counters(pid), gone).state === 'D') current.diskSleeps++;
  };
  const timers = [setInterval(sampleRss, RSS_SAMPLE_MS), setInterval(sampleState, STATE_SAMPLE_MS)];

  return {
    /** Closes the minute that just ended; answers its figures. */
    endMinute(index) {
      sampleRss();
      const now = safely(() => counters(pid), gone);
      const wall = now.at - last.at;
      const { rss } = current;
      minutes[index] = {
        mean: rss.reduce((sum, value) => sum + value, 0) / rss.length,
        max: Math.max(...rss),
        end: rss[rss.length - 1],
        used: (now.used - last.used) / wall,
        waited: (now.waited - last.waited) / wall,
        diskSleep: current.diskSleeps / Math.max(current.states, 1),
        writtenMiB: (now.written - last.written) / 1024 ** 2,
        load: os.loadavg()[0],
      };
      last = now;
      current = { rss: [], diskSleeps: 0, states: 0 };
      return minutes[index];
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      return minutes;
    },
  };
}
