// npm run bench: every benchmark, each printing ratios against a baseline from the same run.
import { benchApi } from "./api.ts";

await benchApi();
