// Worker threads do not inherit the tsx loader the main thread registered: this plain JavaScript
// entry point registers it in the worker, then runs the TypeScript module named in
// `workerData.module` (a file URL), which reads the rest of `workerData` itself.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.module);
