// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>;
    duration: number;
  }
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    requests?: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
  }
  /** The running load: `reqError` is emitted for each socket error or timeout. */
  export interface Instance {
    on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): Instance;
  }
  export default function autocannon(options: Options): Promise<Result>;
  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
}
