/** Imported first by the scripts that start the project: an older Node.js stops here, before anything runs. */
import { requireSupportedNode } from "./node-version";

requireSupportedNode();
