export declare const ROOT: string;
export declare function clientBuildIsStale(): boolean;
export declare function ensureClientBuilt(): void;
