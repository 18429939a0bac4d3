export declare const chromiumPath: string;
export declare function chromiumArgsWith(hosts?: Record<string, string>): string[];
export declare const chromiumArgs: string[];
