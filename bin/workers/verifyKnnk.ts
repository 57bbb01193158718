/**
 * A worker process of `patc verify knnk`: loads the two compiled KNNK[B,N] recognizers and the
 * tables once, then answers tasks (`runtime/verify/knnk.ts`) until the parent disconnects.
 */
import { TableStore } from "../../runtime/tables/store.ts";
import { type KnnkTask, runKnnkTask } from "../../runtime/verify/knnk.ts";
import { serveTasks } from "../../runtime/verify/workers.ts";
import { loadKnnkModules } from "../commands/verifyKnnk.ts";

const modules = await loadKnnkModules();
const store = new TableStore({ log: (line) => process.stderr.write(`tables: ${line}\n`) });
serveTasks((task: KnnkTask) => runKnnkTask(task, modules, store));
