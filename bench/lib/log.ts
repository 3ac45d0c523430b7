const started = performance.now();

/** Progress goes to stderr: stdout carries only the final JSON object. */
export function log(message: string): void {
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1)}s] ${message}\n`);
}
