declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; mean: number }
  export type Result = {
    duration: number
    latency: Histogram
    requests: Histogram & { total: number }
    errors: number
    non2xx: number
    timeouts: number
    '2xx': number
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
