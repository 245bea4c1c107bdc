// autocannon ships no types; this covers the part of its API scripts/server-load.ts uses.
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; total: number };

  /** One connection; `pipelinedRequests` is internal to autocannon's client. */
  export type AutocannonClient = { pipelinedRequests?: { addBody: (chunk: Buffer) => void } };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    setupClient?: (client: AutocannonClient) => void;
    requests?: { method?: string; path?: string; onResponse?: (status: number, body: string) => void }[];
  };

  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
