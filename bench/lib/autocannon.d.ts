// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number } & Record<
    'p2_5' | 'p50' | 'p75' | 'p90' | 'p97_5' | 'p99' | 'p99_9',
    number
  >;
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes each request before it is sent (autocannon calls it per request). */
      setupRequest?: (request: { body?: string } & Record<string, unknown>) => Record<string, unknown>;
    }[];
  };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  function autocannon(options: Options): Promise<Result> & { stop?: () => void };
  export default autocannon;
}
