/**
 * Loaded into a server process started with `reportMemory` (server-process.ts): answers each
 * message from the parent with process.memoryUsage(), so a soak can follow the heap, not only
 * the resident size the kernel shows.
 */
process.on('message', () => process.send?.(process.memoryUsage()));
