/** Types of node-version.mjs, plain JavaScript so that an old Node can run it. */
export declare function requiredMajor(range: string | undefined): number;
export declare function nodeVersionProblem(version: string, required: number): string | undefined;
export declare function exitUnlessNodeSupported(): void;
