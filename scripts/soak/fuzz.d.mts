export interface FuzzService {
  url: string;
  alive(): boolean;
  restart(): Promise<string>;
}

export interface FuzzReport {
  requests: number;
  crashes: number;
  unexpected5xx: number;
  nonJsonErrors: number;
  connectionErrors: number;
  statuses: Record<string, number>;
  samples: string[];
  worstStallMs: number;
  /** When the worst stall was over 100 ms: the median stall of its requests sent again 3 times. */
  confirmedStallMs?: number;
  worstStallDuring: string[];
  slowestRequests: string[];
}

export declare function runFuzz(options: { service: FuzzService; seed: number; count: number }): Promise<FuzzReport>;
