// The workbench contract's schemas (generated from openapi/workbench.yaml), type-only.
import type { WorkbenchComponents } from '@sealens/api';

export type WorkbenchSchemas = WorkbenchComponents['schemas'];
