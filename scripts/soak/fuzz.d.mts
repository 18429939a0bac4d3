export interface FuzzService {
  url: string;
  alive(): boolean;
  restart(): Promise<string>;
  /** The service's process id, so the probe can read its event loop's CPU time (Linux). */
  pid?(): number | undefined;
}

export interface FuzzReport {
  requests: number;
  crashes: number;
  unexpected5xx: number;
  nonJsonErrors: number;
  connectionErrors: number;
  statuses: Record<string, number>;
  samples: string[];
  /** The longest a probe waited on the service's event loop (its CPU time, where known). */
  worstStallMs: number;
  /** That probe's wall-clock wait. */
  worstWaitMs: number;
  /** When the worst stall was over 100 ms: the median stall of its requests sent again 3 times. */
  confirmedStallMs?: number;
  worstStallDuring: string[];
  slowestRequests: string[];
}

export declare function runFuzz(options: { service: FuzzService; seed: number; count: number }): Promise<FuzzReport>;
