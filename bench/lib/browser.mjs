// The benchmarks run on the tests' one pinned Chromium (scripts/lib/chromium.mjs).
export { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/lib/chromium.mjs';
