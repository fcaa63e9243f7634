// Preloaded into the benchmark's server (NODE_OPTIONS=--import): the event loop's delay, measured
// inside the process by Node's own histogram, written to LOOP_DELAY_FILE every 250 ms. SIGUSR2
// starts a new measurement. Benchmark-only: the product does not load it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const write = () =>
    writeFileSync(
      file,
      JSON.stringify({ p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count }),
    );
  setInterval(write, 250).unref();
  process.on('SIGUSR2', () => histogram.reset());
}
